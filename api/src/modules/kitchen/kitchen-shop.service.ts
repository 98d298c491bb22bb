import { localParts, toMinutes, zonedTimeToDate } from '@food/shared/time'
import { BadRequestError } from '../../errors'
import type { ShopService } from '../shop/shop.service'
import type { ShopEditingService } from '../shop/shop-editing.service'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'

/** The longest a pause may run: it always ends before the next evening. */
const MAX_PAUSE_MS = 12 * 60 * 60 * 1000

/** The next time the restaurant's clock shows `time` ("19:30"): tonight, or after midnight. */
function nextWallTime(time: string, now: Date): Date {
  const local = localParts(now)
  const today = zonedTimeToDate({ ...local, minutes: toMinutes(time) })
  if (today > now) return today
  const tomorrow = new Date(
    Date.UTC(local.year, local.month - 1, local.dayOfMonth + 1),
  )
  return zonedTimeToDate({
    year: tomorrow.getUTCFullYear(),
    month: tomorrow.getUTCMonth() + 1,
    dayOfMonth: tomorrow.getUTCDate(),
    minutes: toMinutes(time),
  })
}

const view = (state: Awaited<ReturnType<ShopService['kitchenState']>>) => ({
  busy: state.busy
    ? { minutes: state.busy.minutes, until: state.busy.until.toISOString() }
    : null,
  pause: state.pause
    ? { until: state.pause.until.toISOString(), reason: state.pause.reason }
    : null,
})

/** Busy mode and pausing online orders: both end by themselves at the time set. */
export function createKitchenShopService(deps: {
  shop: ShopService
  /** The writes go through the shop's own service, which drops its cached settings. */
  editing: Pick<ShopEditingService, 'setBusy' | 'setPause'>
  audit: StaffAuditService
  now: () => Date
}) {
  const { shop, editing, audit, now } = deps

  async function change(
    by: StaffMember,
    action: string,
    write: () => Promise<void>,
  ) {
    const before = view(await shop.kitchenState())
    await write()
    const after = view(await shop.kitchenState())
    await audit.record(by, now(), { action, subject: 'shop', before, after })
    return after
  }

  return {
    state: async () => view(await shop.kitchenState()),

    startBusy: (by: StaffMember, minutes: 10 | 20 | 30, forMinutes: number) =>
      change(by, 'busy-started', () =>
        editing.setBusy(
          minutes,
          new Date(now().getTime() + forMinutes * 60_000),
        ),
      ),

    endBusy: (by: StaffMember) =>
      change(by, 'busy-ended', () => editing.setBusy(null, null)),

    async pause(by: StaffMember, until: string, reason: string) {
      const at = nextWallTime(until, now())
      if (at.getTime() - now().getTime() > MAX_PAUSE_MS) {
        throw new BadRequestError(
          'A pause can last up to 12 hours. To close for the day, add an exception to the hours.',
          'PAUSE_TOO_LONG',
        )
      }
      return change(by, 'ordering-paused', () => editing.setPause(at, reason))
    },

    resume: (by: StaffMember) =>
      change(by, 'ordering-resumed', () => editing.setPause(null, null)),
  }
}

export type KitchenShopService = ReturnType<typeof createKitchenShopService>
