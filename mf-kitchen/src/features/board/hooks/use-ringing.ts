import type { StaffOrder } from '@food/shared/types'
import { useEffect } from 'react'
import { beeper, shiftStore } from '../state/shift-store'
import { ringingOrders } from '../utils/group-orders'

/** How often the board rings while an order waits to be seen. */
export const RING_EVERY_MS = 3000

/**
 * Beeps every RING_EVERY_MS while any pending order is unacknowledged, once
 * the shift has started (audio unlocked) and the sound is on.
 */
export function useRinging(orders: readonly StaffOrder[]): number {
  const count = ringingOrders(orders).length
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
