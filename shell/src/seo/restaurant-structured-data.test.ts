import type { ShopSettings } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { restaurantStructuredData } from './restaurant-structured-data'

const week = (open: string, close: (day: number) => string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close: close(day) }))

const settings: ShopSettings = {
  shop: {
    name: 'Anatolia Grill Belfast',
    description: 'Turkish grill',
    about: 'Since 2014',
    info: '## Allergens',
    address: {
      line1: '214 Ormeau Road',
      line2: 'Ballynafeigh',
      city: 'Belfast',
      postcode: 'BT7 2FY',
    },
    phone: '028 9064 3120',
    email: 'hello@example.co.uk',
    social: [{ network: 'facebook', url: 'https://facebook.com/x' }],
    location: { lat: 54.58, lng: -5.92 },
  },
  timings: {
    // SPEC: 16:30–01:00, to 02:00 on Friday (5) and Saturday (6).
    opening: week('16:30', (day) =>
      day === 5 || day === 6 ? '02:00' : '01:00',
    ),
    delivery: week('17:00', () => '01:00'),
    exceptions: [],
  },
  policy: {
    vatRatePercent: 20,
    discount: { percentage: 10, message: '10% off' },
    deliveryFees: [{ maxMiles: 2, feePence: 0 }],
    minimumDeliveryOrderPence: 1200,
  },
}

describe('restaurantStructuredData', () => {
  const data = restaurantStructuredData(settings, 'https://example.co.uk')

  it('describes a restaurant with its Belfast address and phone', () => {
    expect(data['@type']).toBe('Restaurant')
    expect(data.address).toMatchObject({
      streetAddress: '214 Ormeau Road, Ballynafeigh',
      addressLocality: 'Belfast',
      postalCode: 'BT7 2FY',
      addressCountry: 'GB',
    })
    expect(data.telephone).toBe('028 9064 3120')
    expect(data.sameAs).toEqual(['https://facebook.com/x'])
  })

  it('gives 16:30 to 01:00 from Sunday to Thursday and to 02:00 on Friday and Saturday', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '16:30',
        closes: '01:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Friday', 'Saturday'],
        opens: '16:30',
        closes: '02:00',
      },
    ])
  })

  it('gives delivery hours of 17:00 to 01:00 every day', () => {
    expect(data.department.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'Sunday',
          'Monday',
          'Tuesday',
          'Wednesday',
          'Thursday',
          'Friday',
          'Saturday',
        ],
        opens: '17:00',
        closes: '01:00',
      },
    ])
  })
})

describe('the owner’s exceptions', () => {
  it('become special opening hours for their dates: closed, or other hours', () => {
    const data = restaurantStructuredData(
      {
        ...settings,
        timings: {
          ...settings.timings,
          exceptions: [
            {
              date: '2026-12-25',
              closed: true,
              open: null,
              close: null,
              deliveryOpen: null,
              deliveryClose: null,
              note: 'Christmas Day',
            },
            {
              date: '2026-12-31',
              closed: false,
              open: '18:00',
              close: '03:00',
              deliveryOpen: null,
              deliveryClose: null,
              note: '',
            },
          ],
        },
      },
      'https://example.co.uk',
    )
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '18:00',
        closes: '03:00',
      },
    ])
    // Delivery: none on either evening (closed; other hours without delivery).
    expect(
      data.department.specialOpeningHoursSpecification?.map(
        ({ validFrom, opens, closes }) => [validFrom, opens, closes],
      ),
    ).toEqual([
      ['2026-12-25', '00:00', '00:00'],
      ['2026-12-31', '00:00', '00:00'],
    ])
  })

  it('are left out when there are none', () => {
    expect(
      'specialOpeningHoursSpecification' in
        restaurantStructuredData(settings, 'https://x'),
    ).toBe(false)
  })
})
