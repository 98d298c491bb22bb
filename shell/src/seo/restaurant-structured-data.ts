import { dayName } from '@food/shared/time'
import type { ShopSettings } from '@food/shared/types'

type Hours = ShopSettings['timings']['opening']

/** Days with the same hours share one specification, as schema.org suggests. */
function openingHoursSpecification(hours: Hours) {
  const groups = new Map<string, string[]>()
  for (const { day, open, close } of hours) {
    const key = `${open}-${close}`
    groups.set(key, [...(groups.get(key) ?? []), dayName(day)])
  }
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-')
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens,
      closes,
    }
  })
}

/**
 * The owner's dated exceptions as schema.org has them: a closed day (or, for delivery, an
 * evening without it) opens and closes at 00:00, other hours give their times, each valid for
 * its date only.
 */
function specialOpeningHours(
  timings: ShopSettings['timings'],
  kind: 'opening' | 'delivery',
) {
  return timings.exceptions.map((exception) => {
    const [open, close] =
      kind === 'opening'
        ? [exception.open, exception.close]
        : [exception.deliveryOpen, exception.deliveryClose]
    const isShut = exception.closed || !open || !close
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: exception.date,
      validThrough: exception.date,
      opens: isShut ? '00:00' : open,
      closes: isShut ? '00:00' : close,
    }
  })
}

/** The exceptions, when there are any, under schema.org's name for them. */
const specialHours = (
  timings: ShopSettings['timings'],
  kind: 'opening' | 'delivery',
) =>
  timings.exceptions.length
    ? { specialOpeningHoursSpecification: specialOpeningHours(timings, kind) }
    : {}

/** The restaurant as schema.org JSON-LD: address, phone, opening and delivery hours. */
export function restaurantStructuredData(
  settings: ShopSettings,
  origin: string,
) {
  const { shop, timings } = settings
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: shop.name,
    description: shop.description,
    url: origin,
    telephone: shop.phone,
    email: shop.email,
    servesCuisine: ['Turkish', 'Pizza', 'Kebab'],
    priceRange: '££',
    currenciesAccepted: 'GBP',
    address: {
      '@type': 'PostalAddress',
      streetAddress: [shop.address.line1, shop.address.line2]
        .filter(Boolean)
        .join(', '),
      addressLocality: shop.address.city,
      postalCode: shop.address.postcode,
      addressCountry: 'GB',
    },
    sameAs: shop.social.map((link) => link.url),
    openingHoursSpecification: openingHoursSpecification(timings.opening),
    ...specialHours(timings, 'opening'),
    // Delivery keeps its own hours: a department is schema.org's way to say so.
    department: {
      '@type': 'FoodEstablishment',
      name: `${shop.name} Delivery`,
      openingHoursSpecification: openingHoursSpecification(timings.delivery),
      ...specialHours(timings, 'delivery'),
    },
    potentialAction: {
      '@type': 'OrderAction',
      target: `${origin}/`,
      deliveryMethod: [
        'http://purl.org/goodrelations/v1#DeliveryModeOwnFleet',
        'http://purl.org/goodrelations/v1#DeliveryModePickUp',
      ],
    },
  }
}
