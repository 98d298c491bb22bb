import {
  loadServerCart,
  useGuestCart,
  useIsLoggedIn,
  useServerCart,
} from '@food/shared/store'
import { useEffect, useMemo } from 'react'
import { type CartView, guestCartView, serverCartView } from './cart-view'

// One fetch of the server basket per page load, however many components ask for it.
let pending: Promise<unknown> | null = null

/**
 * The basket to show: a customer's from the server (fetched once when missing), else the
 * guest's from the browser. Null while a customer's basket is still on its way.
 */
export function useCart(): CartView | null {
  const isLoggedIn = useIsLoggedIn()
  const serverCart = useServerCart()
  const guestCart = useGuestCart()

  useEffect(() => {
    if (!isLoggedIn || serverCart || pending) return
    pending = loadServerCart()
      .catch(() => {
        // The bar stays hidden and checkout offers a retry; nothing else to do here.
      })
      .finally(() => {
        pending = null
      })
  }, [isLoggedIn, serverCart])

  return useMemo(() => {
    if (!isLoggedIn) return guestCartView(guestCart)
    return serverCart ? serverCartView(serverCart) : null
  }, [isLoggedIn, serverCart, guestCart])
}
