import type { HoursException } from '@food/shared/time'
import type { RingSound } from '@food/shared/types'
import type { ShopSettings } from '@food/shared/wire'
import type { Db } from '../../db/client'

/** The one row of `shop_settings`, as stored. */
export type ShopRow = {
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
  auto_accept: boolean
  default_ready_minutes: number
  ring_sound: RingSound
  ring_volume: number
  printer_host: string | null
  printer_port: number | null
  printer_model: string
}

/** The shop's settings row and its dated exceptions; each query takes the open handle first. */
export const shopRepository = {
  async findSettingsRow(db: Db): Promise<ShopRow> {
    const [row] = await db.query<ShopRow>(
      'select * from shop_settings where id = 1',
    )
    // The seed always writes this row before the server listens.
    if (!row)
      throw new Error('shop_settings has no row; was the database seeded?')
    return row
  },

  /** From two days back (yesterday's evening may still run), by date: a handful of rows. */
  listExceptionsAround: (db: Db, at: Date) =>
    db.query<HoursException>(
      `select to_char(date, 'YYYY-MM-DD') as date, closed, open, close,
              delivery_open as "deliveryOpen", delivery_close as "deliveryClose", note
         from shop_hours_exceptions
        where date >= (($1::timestamptz at time zone 'Europe/London')::date - 2)
        order by date`,
      [at],
    ),
}
