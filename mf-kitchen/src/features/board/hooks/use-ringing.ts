import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import { useEffect } from 'react'
import { beeper, shiftStore } from '../state/shift-store'
import { ringingOrders } from '../utils/group-orders'
import { useServerNow } from './use-now'

/** How often the board rings while an order waits to be seen. */
const RING_EVERY_MS = 3000

/** How often the ring looks whether an order for later has become due. */
const DUE_CHECK_MS = 5000

/** The owner's ring: which sound and how loud (the board's settings). */
type Ring = Pick<KitchenSettings, 'ringSound' | 'ringVolume'>

/**
 * Rings every RING_EVERY_MS, with the owner's sound and volume, while any
 * pending order is unacknowledged (an order for later from 30 minutes before
 * its time), once the shift has started (audio unlocked) and the sound is on.
 */
export function useRinging(
  orders: readonly StaffOrder[],
  { ringSound, ringVolume }: Ring,
): number {
  const now = useServerNow(DUE_CHECK_MS)
  const count = ringingOrders(orders, now).length
  const isStarted = shiftStore((shift) => shift.isStarted)
  const isSoundOn = shiftStore((shift) => shift.isSoundOn)
  const shouldRing = count > 0 && isStarted && isSoundOn
  useEffect(() => {
    if (!shouldRing) return
    const ring = () => beeper.beep(ringSound, ringVolume)
    ring()
    const timer = setInterval(ring, RING_EVERY_MS)
    return () => clearInterval(timer)
  }, [shouldRing, ringSound, ringVolume])
  return count
}
