import type { WeeklyHours } from '@food/shared/time'
import type { Db } from '../../db/client'
import type { ShopSettings } from './shop.schema'

type ShopRow = {
  name: string
  description: string
  about: string
  address: ShopSettings['shop']['address']
  phone: string
  email: string
  social: ShopSettings['shop']['social']
  opening_hours: ShopSettings['timings']['opening']
  delivery_hours: ShopSettings['timings']['delivery']
  vat_rate_percent: number
  discount_percentage: number
  discount_message: string
  delivery_fees: ShopSettings['policy']['deliveryFees']
  holiday_message: string | null
  location: ShopSettings['shop']['location']
  min_delivery_order_pence: number
}

export function createShopRepository(db: Db) {
  return {
    async getSettings(): Promise<
      ShopSettings & { holidayMessage: string | null }
    > {
      const [row] = await db.query<ShopRow>(
        'select * from shop_settings where id = 1',
      )
      // The seed always writes this row before the server listens.
      if (!row)
        throw new Error('shop_settings has no row; was the database seeded?')
      return {
        shop: {
          name: row.name,
          description: row.description,
          about: row.about,
          address: row.address,
          phone: row.phone,
          email: row.email,
          social: row.social,
          location: row.location,
        },
        timings: { opening: row.opening_hours, delivery: row.delivery_hours },
        policy: {
          vatRatePercent: row.vat_rate_percent,
          discount: {
            percentage: row.discount_percentage,
            message: row.discount_message,
          },
          deliveryFees: row.delivery_fees,
          minimumDeliveryOrderPence: row.min_delivery_order_pence,
        },
        holidayMessage: row.holiday_message,
      }
    },
    async getOpeningHours(): Promise<WeeklyHours> {
      const [row] = await db.query<{ opening_hours: WeeklyHours }>(
        'select opening_hours from shop_settings where id = 1',
      )
      return row?.opening_hours ?? []
    },
    async getDeliveryHours(): Promise<WeeklyHours> {
      const [row] = await db.query<{ delivery_hours: WeeklyHours }>(
        'select delivery_hours from shop_settings where id = 1',
      )
      return row?.delivery_hours ?? []
    },
    async getHolidayMessage(): Promise<string | null> {
      const [row] = await db.query<{ holiday_message: string | null }>(
        'select holiday_message from shop_settings where id = 1',
      )
      return row?.holiday_message ?? null
    },
  }
}

export type ShopRepository = ReturnType<typeof createShopRepository>
