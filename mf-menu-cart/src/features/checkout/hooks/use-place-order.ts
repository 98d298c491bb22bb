import { isApiError, makeIdempotencyKey, submitOrder } from '@food/shared/api'
import { storeBasket } from '@food/shared/query'
import { showPopup } from '@food/shared/store'
import type { Order, OrderPayload, ServerCart } from '@food/shared/types'
import { ERROR_CODES, MESSAGES } from '@food/shared/types'
import { errorMessage } from '@food/shared/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { goToPayment } from '../utils/go-to-payment'
import { attemptFor, type OrderAttempt } from '../utils/order-attempt'
import { followPlacedOrder, refreshBasketQuietly } from '../utils/placed-order'

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'pending' }
  /** An online payment: the browser is on its way to Stripe's page. */
  | { status: 'leaving' }
  | { status: 'refused'; message: string }

// The server empties the basket in the same transaction that writes the order.
const EMPTY_CART: ServerCart = {
  data: [],
  total_amount: 0,
  taxable_amount: 0,
  tax_amount: 0,
  discount: { amount: 0, percentage: 0, message: '' },
  final_amount: 0,
  item_count: 0,
}

// Refusals that mean the basket on screen is out of date: read it again so it shows why.
const STALE_BASKET_CODES = new Set<string>([
  ERROR_CODES.ITEM_UNAVAILABLE,
  ERROR_CODES.CART_EMPTY,
])

/** The server's message (else the SPEC fallback) as a popup; returns it for the page. */
function announceRefusal(error: unknown): string {
  const message = errorMessage(error, MESSAGES.submitOrderFailed)
  showPopup({ type: 'error', title: MESSAGES.errorTitle, message })
  if (isApiError(error) && STALE_BASKET_CODES.has(error.code))
    refreshBasketQuietly()
  return message
}

/** The confirmation that replaces the form says it all: no popup on top of it. */
function announcePlaced(order: Order) {
  void storeBasket(EMPTY_CART)
  followPlacedOrder(order)
}

/**
 * Places the customer's order. One idempotency key serves every try of the same payload, and
 * a tap while a try is on its way is ignored, so a double tap or a retry places one order.
 * Paying online, the order goes to Stripe's page instead of being confirmed here.
 */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const [state, setState] = useState<PlaceOrderState>({ status: 'idle' })
  const attempt = useRef<OrderAttempt | null>(null)
  const isSending = useRef(false)

  // Back from Stripe with the browser's Back button, the page may come from the back-forward
  // cache as it was left: busy. Its attempt is kept, so paying again reopens the same order.
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted)
        setState((now) => (now.status === 'leaving' ? { status: 'idle' } : now))
    }
    window.addEventListener('pageshow', handlePageShow)
    return () => window.removeEventListener('pageshow', handlePageShow)
  }, [])

  const placeOrder = useCallback(
    async (payload: OrderPayload) => {
      if (isSending.current) return
      isSending.current = true
      attempt.current = attemptFor(attempt.current, payload, makeIdempotencyKey)
      setState({ status: 'pending' })
      let placed: Awaited<ReturnType<typeof submitOrder>>
      try {
        placed = await submitOrder(payload, attempt.current.key)
      } catch (error) {
        setState({ status: 'refused', message: announceRefusal(error) })
        return
      } finally {
        isSending.current = false
      }
      const { order } = placed
      // Not placed until paid: the basket stays, and the kitchen sees nothing until Stripe
      // confirms. The return to /checkout?paid= takes it from there.
      if (order.order_status === 'awaiting_payment' && order.checkout_url) {
        setState({ status: 'leaving' })
        goToPayment(order.checkout_url)
        return
      }
      attempt.current = null
      setState({ status: 'idle' })
      onPlaced(order)
      announcePlaced(order)
    },
    [onPlaced],
  )

  return { state, placeOrder }
}
