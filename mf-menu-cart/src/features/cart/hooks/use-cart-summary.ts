import { useGuestCart } from '@food/shared/store'
import { guestCartCount, guestCartTotal } from '../../../utils/cart-totals'

export type CartSummary = {
  count: number
  /** Pence. */
  total: number
}

/**
 * What the bar shows about the basket. For now the guest cart kept in the
 * browser; the server cart (with its discount) plugs in here.
 */
export function useCartSummary(): CartSummary {
  const guestCart = useGuestCart()
  return { count: guestCartCount(guestCart), total: guestCartTotal(guestCart) }
}
