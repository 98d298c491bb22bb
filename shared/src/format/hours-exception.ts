import type { HoursException } from '../wire/shop-settings'

/**
 * What an exception does to that evening, in words: "Closed all day", or "Open 20:00–03:00,
 * delivery 20:30–02:00" / "…, no delivery". The owner's Hours page and the Info page say it
 * the same way.
 */
export function hoursExceptionText(exception: HoursException): string {
  if (exception.closed) return 'Closed all day'
  const open = `Open ${exception.open}–${exception.close}`
  return exception.deliveryOpen
    ? `${open}, delivery ${exception.deliveryOpen}–${exception.deliveryClose}`
    : `${open}, no delivery`
}
