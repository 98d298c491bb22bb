import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { scrollToOrder } from '../utils/order-anchor'

const ORDER_HASH = /^#order-(.+)$/

/**
 * Arriving at /orders#order-1042 (View Details on another page), scrolls to that order's card
 * once the orders are on the page. The browser cannot: the cards arrive after the page.
 */
export function useScrollToLinkedOrder(isLoaded: boolean) {
  const { hash, key } = useLocation()
  const orderId = ORDER_HASH.exec(hash)?.[1]
  // key: the same link followed again scrolls again.
  useEffect(() => {
    if (isLoaded && orderId) scrollToOrder(decodeURIComponent(orderId))
  }, [isLoaded, orderId, key])
}
