import { refreshBasket, rememberOrder } from '@food/shared/query'
import { trackOrder } from '@food/shared/store'
import type { Order } from '@food/shared/types'

/** A placed order (paid, when paid online) joins the customer's list and opens in the tracker. */
export function followPlacedOrder(order: Order) {
  rememberOrder(order, { isPlaced: true })
  trackOrder(order._id)
}

/** Reads the server basket again; a failure leaves the basket on screen as it was. */
export function refreshBasketQuietly() {
  refreshBasket().catch(() => {
    // What is on screen already says what to do; the basket keeps its last known state.
  })
}
