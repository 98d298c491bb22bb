import { isApiError, submitOrder } from '@food/shared/api'
import {
  addPlacedOrder,
  loadServerCart,
  setServerCart,
  showPopup,
  trackOrder,
} from '@food/shared/store'
import type { Order, OrderPayload, ServerCart } from '@food/shared/types'
import { ERROR_CODES, MESSAGES } from '@food/shared/types'
import { useCallback, useRef, useState } from 'react'
import {
  attemptFor,
  makeIdempotencyKey,
  type OrderAttempt,
} from '../utils/order-attempt'

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'refused'; message: string }

// The server empties the basket in the same transaction that writes the order.
const EMPTY_CART: ServerCart = {
  data: [],
  total_amount: 0,
  taxable_amount: 0,
  tax_amount: 0,
  discount: null,
  final_amount: 0,
  item_count: 0,
}

// Refusals that mean the basket on screen is out of date: read it again so it shows why.
const STALE_BASKET_CODES = new Set<string>([
  ERROR_CODES.ITEM_UNAVAILABLE,
  ERROR_CODES.CART_EMPTY,
])

function refreshBasket() {
  loadServerCart().catch(() => {
    // The refusal on screen already says what to do; the basket keeps its last known state.
  })
}

/** The server's message (else the SPEC fallback) as a popup; returns it for the page. */
function announceRefusal(error: unknown): string {
  const message =
    error instanceof Error && error.message
      ? error.message
      : MESSAGES.submitOrderFailed
  showPopup({ type: 'error', title: MESSAGES.errorTitle, message })
  if (isApiError(error) && STALE_BASKET_CODES.has(error.code)) refreshBasket()
  return message
}

function announcePlaced(order: Order, message: string) {
  setServerCart(EMPTY_CART)
  addPlacedOrder(order)
  trackOrder(order._id)
  showPopup({ type: 'success', title: MESSAGES.successTitle, message })
}

/**
 * Places the customer's order. One idempotency key serves every try of the same payload, and
 * a tap while a try is on its way is ignored, so a double tap or a retry places one order.
 */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const [state, setState] = useState<PlaceOrderState>({ status: 'idle' })
  const attempt = useRef<OrderAttempt | null>(null)
  const isSending = useRef(false)

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
      attempt.current = null
      setState({ status: 'idle' })
      onPlaced(placed.order)
      announcePlaced(placed.order, placed.message)
    },
    [onPlaced],
  )

  return { state, placeOrder }
}
