import type { StaffOrder } from '@food/shared/types'
import { useEffect } from 'react'
import { beeper, shiftStore } from '../state/shift-store'
import { ringingOrders } from '../utils/group-orders'
import { useServerNow } from './use-now'

/** How often the board rings while an order waits to be seen. */
const RING_EVERY_MS = 3000

/** How often the ring looks whether an order for later has become due. */
const DUE_CHECK_MS = 5000

/**
 * Beeps every RING_EVERY_MS while any pending order is unacknowledged (an
 * order for later from 30 minutes before its time), once the shift has
 * started (audio unlocked) and the sound is on.
 */
export function useRinging(orders: readonly StaffOrder[]): number {
  const now = useServerNow(DUE_CHECK_MS)
  const count = ringingOrders(orders, now).length
  const isStarted = shiftStore((shift) => shift.isStarted)
  const isSoundOn = shiftStore((shift) => shift.isSoundOn)
  const shouldRing = count > 0 && isStarted && isSoundOn
  useEffect(() => {
    if (!shouldRing) return
    beeper.beep()
    const timer = setInterval(beeper.beep, RING_EVERY_MS)
    return () => clearInterval(timer)
  }, [shouldRing])
  return count
}
