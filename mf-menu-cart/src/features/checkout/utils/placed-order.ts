import { rememberOrder } from '@food/shared/query'
import { loadServerCart, trackOrder } from '@food/shared/store'
import type { Order } from '@food/shared/types'

/** A placed order (paid, when paid online) joins the customer's list and opens in the tracker. */
export function followPlacedOrder(order: Order) {
  rememberOrder(order, { isPlaced: true })
  trackOrder(order._id)
}

/** Reads the server basket again, through the store's one path for it. */
export function refreshBasket() {
  loadServerCart().catch(() => {
    // What is on screen already says what to do; the basket keeps its last known state.
  })
}
