/** The id of an order's card on /orders, which links to /orders#order-1042 point at. */
export function orderAnchorId(orderId: string): string {
  return `order-${orderId}`
}

/**
 * Scrolls an order's card on /orders into view and moves the focus to it; false when the card
 * is not on the page (yet).
 */
export function scrollToOrder(orderId: string): boolean {
  const card = document.getElementById(orderAnchorId(orderId))
  if (!card) return false
  card.scrollIntoView({ block: 'start' })
  card.focus({ preventScroll: true })
  return true
}
