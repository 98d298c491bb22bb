import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import { isHeld, minutesLate, ringsAt } from './group-orders'
import { minutesSince } from './order-labels'

/**
 * Everything a card shows that the clock changes, at the precision it shows it: the board
 * ticks every second, and a card draws again only when one of these changes (once a minute,
 * or when its Undo runs out), not sixty cards every second.
 */
export type CardClock = {
  /** Pending and due: it rings until someone answers. */
  isRinging: boolean
  /** Whole minutes it has rung (an order for later from when it started to ring). */
  waited: number
  /** Rung past the owner's minutes: flagged. */
  isOverdue: boolean
  /** Whole minutes past the time the customer was given (0: not late). */
  late: number
  /** Whole minutes since it was placed. */
  age: number
  /** Its last tap can still be undone. */
  canUndo: boolean
}

const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / 60_000))

export function cardClock(
  order: StaffOrder,
  settings: Pick<KitchenSettings, 'alertAfterMinutes'>,
  now: number,
): CardClock {
  const isRinging =
    order.order_status === 'pending' &&
    !order.acknowledgedAt &&
    !isHeld(order, now)
  const waited = wholeMinutes(now - ringsAt(order))
  return {
    isRinging,
    waited,
    isOverdue: isRinging && waited >= settings.alertAfterMinutes,
    late: minutesLate(order, now),
    age: minutesSince(order.createdAt, now),
    canUndo:
      order.undo !== null &&
      now < Date.parse(order.undo.until) &&
      order.order_status !== 'pending',
  }
}

/** Whether two clocks show the same on a card. */
export function sameClock(a: CardClock, b: CardClock): boolean {
  return (
    a.isRinging === b.isRinging &&
    a.waited === b.waited &&
    a.isOverdue === b.isOverdue &&
    a.late === b.late &&
    a.age === b.age &&
    a.canUndo === b.canUndo
  )
}
