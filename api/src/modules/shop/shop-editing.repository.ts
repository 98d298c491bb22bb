import type { HoursException, WeeklyHours } from '@food/shared/time'
import type { OwnerKitchenSettings } from '@food/shared/types'
import type { Db } from '../../db/client'

/** The kitchen's writes to the settings row and the dated exceptions; handle first. */
export const shopEditingRepository = {
  /** Busy mode: minutes added to every quote until `until`; nulls end it. */
  async setBusy(db: Db, minutes: number | null, until: Date | null) {
    await db.query(
      'update shop_settings set busy_minutes = $1, busy_until = $2 where id = 1',
      [minutes, until],
    )
  },

  /** No online orders until `until`; nulls end the pause. */
  async setPause(db: Db, until: Date | null, reason: string | null) {
    await db.query(
      'update shop_settings set paused_until = $1, pause_reason = $2 where id = 1',
      [until, reason],
    )
  },

  /** The owner's switch: accepting an order prints its ticket. */
  async setAutoPrint(db: Db, on: boolean) {
    await db.query('update shop_settings set auto_print = $1 where id = 1', [
      on,
    ])
  },

  /** The kitchen printer's address (null: none) and model, as the owner typed them. */
  async setPrinter(
    db: Db,
    printer: { address: { host: string; port: number } | null; model: string },
  ) {
    await db.query(
      `update shop_settings set printer_host = $1, printer_port = $2, printer_model = $3
        where id = 1`,
      [
        printer.address?.host ?? null,
        printer.address?.port ?? null,
        printer.model,
      ],
    )
  },

  /** The owner's kitchen settings, all together (auto-print is set on its own). */
  async setKitchenSettings(db: Db, settings: OwnerKitchenSettings) {
    await db.query(
      `update shop_settings
          set alert_after_minutes = $1, reject_after_minutes = $2, auto_accept = $3,
              default_ready_minutes = $4, ring_sound = $5, ring_volume = $6
        where id = 1`,
      [
        settings.alertAfterMinutes,
        settings.rejectAfterMinutes,
        settings.autoAccept,
        settings.defaultReadyMinutes,
        settings.ringSound,
        settings.ringVolume,
      ],
    )
  },

  async setWeek(db: Db, week: { opening: WeeklyHours; delivery: WeeklyHours }) {
    await db.query(
      'update shop_settings set opening_hours = $1::jsonb, delivery_hours = $2::jsonb where id = 1',
      [JSON.stringify(week.opening), JSON.stringify(week.delivery)],
    )
  },

  /** A closed day keeps no hours. */
  async setException(db: Db, exception: HoursException) {
    const hours = (value: string | null) => (exception.closed ? null : value)
    await db.query(
      `insert into shop_hours_exceptions (date, closed, open, close, delivery_open, delivery_close, note)
       values ($1::date, $2, $3, $4, $5, $6, $7)
       on conflict (date) do update set closed = excluded.closed, open = excluded.open,
         close = excluded.close, delivery_open = excluded.delivery_open,
         delivery_close = excluded.delivery_close, note = excluded.note`,
      [
        exception.date,
        exception.closed,
        hours(exception.open),
        hours(exception.close),
        hours(exception.deliveryOpen),
        hours(exception.deliveryClose),
        exception.note,
      ],
    )
  },

  async removeException(db: Db, date: string) {
    await db.query('delete from shop_hours_exceptions where date = $1::date', [
      date,
    ])
  },
}
