import { useOrders } from '@food/shared/query'
import { newestFirst } from '../utils/newest-first'

/** The customer's orders, newest first, fetched when the page opens or a session starts. */
export function useCustomerOrders() {
  const { orders, loaded, error, retry } = useOrders({ fetch: true })
  return { orders: newestFirst(orders), loaded, error, retry }
}
