import type { HoursException, WeeklyHours } from '@food/shared/time'
import { shopDate } from '@food/shared/time'
import { BadRequestError } from '../../errors'
import type { ShopService } from '../shop/shop.service'
import type { ShopEditingService } from '../shop/shop-editing.service'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'

/** The owner's weekly hours and dated exceptions; the shop status follows at once. */
export function createKitchenHoursService(deps: {
  shop: ShopService
  /** The writes go through the shop's own service, which drops its cached settings. */
  editing: Pick<
    ShopEditingService,
    'setWeek' | 'setException' | 'removeException'
  >
  audit: StaffAuditService
  now: () => Date
}) {
  const { shop, editing, audit, now } = deps

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
      change(by, 'hours-changed', 'weekly hours', () => editing.setWeek(week)),

    setException(by: StaffMember, exception: HoursException) {
      if (exception.date < shopDate(now())) {
        throw new BadRequestError(
          'That day has passed: choose today or a later date.',
          'VALIDATION_ERROR',
        )
      }
      return change(by, 'hours-exception-set', exception.date, () =>
        editing.setException(exception),
      )
    },

    removeException: (by: StaffMember, date: string) =>
      change(by, 'hours-exception-removed', date, () =>
        editing.removeException(date),
      ),
  }
}

export type KitchenHoursService = ReturnType<typeof createKitchenHoursService>
