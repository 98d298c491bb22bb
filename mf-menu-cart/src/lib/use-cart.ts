import { useCustomerBasket } from '@food/shared/query'
import { useGuestCart, useIsLoggedIn } from '@food/shared/store'
import { useMemo } from 'react'
import { type CartView, guestCartView, serverCartView } from './cart-view'

/**
 * The basket to show: a customer's from the server (fetched once when missing, one request
 * however many components ask), else the guest's from the browser. Null while a customer's
 * basket is still on its way or failed: the bar stays hidden and checkout offers a retry.
 */
export function useCart(): CartView | null {
  const isLoggedIn = useIsLoggedIn()
  const serverCart = useCustomerBasket()
  const guestCart = useGuestCart()

  return useMemo(() => {
    if (!isLoggedIn) return guestCartView(guestCart)
    return serverCart ? serverCartView(serverCart) : null
  }, [isLoggedIn, serverCart, guestCart])
}
