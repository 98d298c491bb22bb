import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type { Order } from '../types/order'
import type { z } from '../validation/zod'
import type { orderReply } from '../wire/order'
import { apiRequest, endSession, sessionToken } from './client'
import { followEventStream } from './event-stream'

export type OrderWatcher = {
  onOrder: (order: Order) => void
  /** The stream is down (it retries by itself); the caller may poll meanwhile. */
  onDisconnect?: () => void
  /** The order is not the customer's or does not exist: the watch has ended. */
  onMissing?: () => void
}

/** GET /user/order/{id} (authenticated): one of the customer's orders, by id or number. */
async function getOrder(reference: string): Promise<Order> {
  const body = await apiRequest<z.infer<typeof orderReply>>({
    method: 'GET',
    url: `/user/order/${encodeURIComponent(reference)}`,
    auth: true,
    fallback: MESSAGES.fetchOrdersFailed,
  })
  return body.data
}

/**
 * One order of a session as last heard of, by its _id or its number (what the
 * tracking bar follows). The order stream and placing it bring it (rememberOrder);
 * it is fetched only when asked (the bar's Refresh, its poll while the stream is down).
 */
export const orderQuery = (token: string | null, reference: string) =>
  queryOptions({
    queryKey: ['order', token, reference],
    queryFn: () => getOrder(reference),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * Follows one order live: every `order` event of GET /user/order/{id}/events
 * is handed on (see followEventStream). A 401 ends the session; an unknown
 * order ends the watch.
 */
export function watchOrder(
  reference: string,
  watcher: OrderWatcher,
): () => void {
  return followEventStream({
    path: `/user/order/${encodeURIComponent(reference)}/events`,
    token: sessionToken,
    fallback: MESSAGES.fetchOrdersFailed,
    onEvent: (event, data) => {
      if (event === 'order') watcher.onOrder(data as Order)
    },
    onDisconnect: watcher.onDisconnect,
    onRefused: (error) => {
      if (error.status === 401) endSession()
      else if (error.status === 404) watcher.onMissing?.()
    },
  })
}
