import type { HoursException, WeeklyHours } from '@food/shared/time'
import { shopDate } from '@food/shared/time'
import type { Db } from '../../db/client'
import { BadRequestError } from '../../errors'
import type { ShopService } from '../shop/shop.service'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'

/** The owner's weekly hours and dated exceptions; the shop status follows at once. */
export function createKitchenHoursService(deps: {
  db: Db
  shop: ShopService
  audit: StaffAuditService
  now: () => Date
}) {
  const { db, shop, audit, now } = deps

  /** What the site itself reads: the week and the exceptions from today on. */
  async function read() {
    const { timings } = await shop.getSettings()
    return {
      opening: [...timings.opening],
      delivery: [...timings.delivery],
      exceptions: timings.exceptions,
    }
  }

  async function change(
    by: StaffMember,
    action: string,
    subject: string,
    write: () => Promise<unknown>,
  ) {
    const before = await read()
    await write()
    shop.forgetSettings()
    const after = await read()
    await audit.record(by, now(), { action, subject, before, after })
    return after
  }

  return {
    read,

    setWeek: (
      by: StaffMember,
      week: { opening: WeeklyHours; delivery: WeeklyHours },
    ) =>
      change(by, 'hours-changed', 'weekly hours', () =>
        db.query(
          'update shop_settings set opening_hours = $1::jsonb, delivery_hours = $2::jsonb where id = 1',
          [JSON.stringify(week.opening), JSON.stringify(week.delivery)],
        ),
      ),

    setException(by: StaffMember, exception: HoursException) {
      if (exception.date < shopDate(now())) {
        throw new BadRequestError(
          'That day has passed: choose today or a later date.',
          'VALIDATION_ERROR',
        )
      }
      return change(by, 'hours-exception-set', exception.date, () =>
        db.query(
          `insert into shop_hours_exceptions (date, closed, open, close, delivery_open, delivery_close, note)
           values ($1::date, $2, $3, $4, $5, $6, $7)
           on conflict (date) do update set closed = excluded.closed, open = excluded.open,
             close = excluded.close, delivery_open = excluded.delivery_open,
             delivery_close = excluded.delivery_close, note = excluded.note`,
          [
            exception.date,
            exception.closed,
            exception.closed ? null : exception.open,
            exception.closed ? null : exception.close,
            exception.closed ? null : exception.deliveryOpen,
            exception.closed ? null : exception.deliveryClose,
            exception.note,
          ],
        ),
      )
    },

    removeException: (by: StaffMember, date: string) =>
      change(by, 'hours-exception-removed', date, () =>
        db.query('delete from shop_hours_exceptions where date = $1::date', [
          date,
        ]),
      ),
  }
}

export type KitchenHoursService = ReturnType<typeof createKitchenHoursService>
