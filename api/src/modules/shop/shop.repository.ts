import type { HoursException, WeeklyHours } from '@food/shared/time'
import type { ShopSettings } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { createReadCache, type ReadCacheOptions } from '../../db/read-cache'

type ShopRow = {
  name: string
  description: string
  about: string
  info: string
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
  busy_minutes: number | null
  busy_until: Date | null
  paused_until: Date | null
  pause_reason: string | null
  alert_after_minutes: number
  reject_after_minutes: number
  auto_print: boolean
}

/**
 * The one settings row, read whole and kept for cache.ttlMs: every basket, order and status
 * check needs it, and it changes only when someone edits the database.
 */
export function createShopRepository(db: Db, cache: ReadCacheOptions) {
  const settingsRow = createReadCache(async () => {
    const [row] = await db.query<ShopRow>(
      'select * from shop_settings where id = 1',
    )
    // The seed always writes this row before the server listens.
    if (!row)
      throw new Error('shop_settings has no row; was the database seeded?')
    return row
  }, cache)

  // From two days back (yesterday's evening may still run), by date: a handful of rows.
  const exceptions = createReadCache(
    () =>
      db.query<HoursException>(
        `select to_char(date, 'YYYY-MM-DD') as date, closed, open, close,
                delivery_open as "deliveryOpen", delivery_close as "deliveryClose", note
           from shop_hours_exceptions
          where date >= (($1::timestamptz at time zone 'Europe/London')::date - 2)
          order by date`,
        [cache.now()],
      ),
    cache,
  )

  return {
    forgetSettings: () => {
      settingsRow.forget()
      exceptions.forget()
    },
    /** The owner's dated exceptions to the week, from the day before yesterday on. */
    getExceptions: () => exceptions.get(),
    async getSettings(): Promise<
      Omit<ShopSettings, 'timings'> & {
        timings: Omit<ShopSettings['timings'], 'exceptions'>
        holidayMessage: string | null
      }
    > {
      const row = await settingsRow.get()
      return {
        shop: {
          name: row.name,
          description: row.description,
          about: row.about,
          info: row.info,
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
      return (await settingsRow.get()).opening_hours ?? []
    },
    async getDeliveryHours(): Promise<WeeklyHours> {
      return (await settingsRow.get()).delivery_hours ?? []
    },
    /**
     * The board's rules, and busy mode and the pause as last set (whether they are still on
     * is the caller's question): from the same kept row, so the 2-second sweep costs no query.
     */
    async getKitchenState() {
      const row = await settingsRow.get()
      return {
        rules: {
          alertAfterMinutes: row.alert_after_minutes,
          rejectAfterMinutes: row.reject_after_minutes,
          autoPrint: row.auto_print,
        },
        busy:
          row.busy_minutes && row.busy_until
            ? { minutes: row.busy_minutes, until: new Date(row.busy_until) }
            : null,
        pause: row.paused_until
          ? {
              until: new Date(row.paused_until),
              reason: row.pause_reason ?? '',
            }
          : null,
      }
    },
    async getHolidayMessage(): Promise<string | null> {
      return (await settingsRow.get()).holiday_message ?? null
    },
  }
}

export type ShopRepository = ReturnType<typeof createShopRepository>
