import { useShopSettings } from '@food/shared/store'
import type { ShopSettings } from '@food/shared/types'
import { restaurantStructuredData } from './restaurant-structured-data'

/** schema.org Restaurant data, so search engines can show hours and address. */
export function RestaurantJsonLd() {
  const settings: ShopSettings | null = useShopSettings()
  if (!settings) return null
  const json = JSON.stringify(
    restaurantStructuredData(settings, window.location.origin),
  ).replace(/</g, '\\u003c')
  return (
    <script
      type="application/ld+json"
      // JSON with '<' escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
