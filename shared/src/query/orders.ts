import { orderQuery } from '../api/order-stream'
import { ordersQuery } from '../api/orders'
import { getToken } from '../store/actions'
import { useToken } from '../store/hooks'
import { MESSAGES } from '../types/messages'
import type { Order } from '../types/order'
import { queryClient } from './query-client'
// Loading the session's queries sets the page to forget them when the session ends.
import './session-data'
import { useAppQuery } from './use-app-query'

/**
 * The customer's orders as the server last listed them. `fetch` asks again
 * whenever the caller mounts (the drawer, /orders), as they always have;
 * without it the caller only reads (the tracking bar, the tab's count).
 */
export function useOrders({ fetch = false } = {}) {
  const query = useAppQuery({
    ...ordersQuery(useToken()),
    refetchOnMount: fetch ? 'always' : false,
    ...(fetch ? {} : { enabled: false }),
  })
  // Asking again clears the last failure, as it always has.
  const error =
    query.error && !query.isFetching
      ? query.error.message || MESSAGES.fetchOrdersFailed
      : null
  return {
    orders: query.data ?? [],
    loaded: query.data !== undefined,
    loading: query.isFetching,
    error,
    retry: () => void query.refetch(),
  }
}

const byLatestChange = (a: Order, b: Order) =>
  Date.parse(b.updatedAt) - Date.parse(a.updatedAt)

/**
 * Stores a newer copy of an order (an order stream event, a refresh) in the
 * session's list, newest change first; a just-placed one goes on top. A list
 * not fetched yet stays unfetched: the drawer shows it loading, then the
 * server's list.
 */
export function rememberOrder(order: Order, { isPlaced = false } = {}) {
  const token = getToken()
  for (const reference of [order._id, order.order_id]) {
    queryClient.setQueryData(orderQuery(token, reference).queryKey, order)
  }
  queryClient.setQueryData<Order[]>(ordersQuery(token).queryKey, (list) => {
    if (!list) return undefined
    const others = list.filter((o) => o._id !== order._id)
    return isPlaced
      ? [order, ...others]
      : [order, ...others].sort(byLatestChange)
  })
}

/**
 * The order `reference` names as last heard of (the stream, a refresh, placing
 * it): its `refetch` asks the server again, `isFetching` is true meanwhile and
 * `dataUpdatedAt` says when it was last heard of. Mounting asks for nothing.
 */
export function useOrderQuery(reference: string) {
  return useAppQuery(orderQuery(useToken(), reference))
}

/**
 * One order, asked for each time the caller mounts (an order's page), shown
 * meanwhile as last heard of (placing it, the stream). A refusal (404: not
 * this customer's) is not retried.
 */
export function useOrder(reference: string) {
  return useAppQuery({
    ...orderQuery(useToken(), reference),
    enabled: true,
    refetchOnMount: 'always',
    retry: false,
  })
}

/**
 * The order `reference` names as last heard of, else as the list has it, else
 * null. It only reads: the order stream brings it.
 */
export function useKnownOrder(reference: string): Order | null {
  const heard = useOrderQuery(reference).data
  const { orders } = useOrders()
  return (
    heard ??
    orders.find((o) => o._id === reference || o.order_id === reference) ??
    null
  )
}
