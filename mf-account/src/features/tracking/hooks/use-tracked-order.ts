import { isApiError, watchOrder } from '@food/shared/api'
import { rememberOrder, useKnownOrder, useOrderQuery } from '@food/shared/query'
import { stopTracking } from '@food/shared/store'
import type { Order } from '@food/shared/types'
import { useCallback, useEffect } from 'react'

/** While the live stream is down, the bar asks this often instead. */
const FALLBACK_POLL_MS = 30_000

export type TrackedOrder = {
  order: Order | null
  error: string | null
  /** When the order was last confirmed with the server (ms since epoch). */
  refreshedAt: number | null
  isRefreshing: boolean
  refresh: () => Promise<void>
}

/** Not the customer's order, or no longer there: the tracking stops instead of saying so. */
const isGone = (error: Error) => isApiError(error) && error.status === 404

/**
 * The tracked order, kept fresh: read once, then followed live over the order stream; if the
 * stream is down it is polled. An order that is not the customer's (or no longer exists)
 * stops the tracking. The order's query holds when it was last heard of and a refresh on
 * its way; an event of the stream or a refresh clears the last failure.
 */
export function useTrackedOrder(reference: string): TrackedOrder {
  const order = useKnownOrder(reference)
  const { refetch, error, isFetching, dataUpdatedAt } = useOrderQuery(reference)

  const refresh = useCallback(async () => {
    // Never cancels one on its way: a poll and a tap make one request.
    const result = await refetch({ cancelRefetch: false })
    if (result.isSuccess)
      rememberOrder(result.data) // the list and the other reference too
    else if (result.error && isGone(result.error)) stopTracking(reference)
  }, [reference, refetch])

  useEffect(() => {
    let pollTimer: ReturnType<typeof setInterval> | null = null
    const stopPolling = () => {
      if (pollTimer) clearInterval(pollTimer)
      pollTimer = null
    }
    const stopWatching = watchOrder(reference, {
      onOrder: (fresh) => {
        stopPolling()
        rememberOrder(fresh) // a status event updates the orders' cache
      },
      onDisconnect: () => {
        pollTimer ??= setInterval(() => void refresh(), FALLBACK_POLL_MS)
      },
      onMissing: () => stopTracking(reference),
    })
    return () => {
      stopWatching()
      stopPolling()
    }
  }, [reference, refresh])

  return {
    order,
    error: error && !isGone(error) ? error.message : null,
    refreshedAt: dataUpdatedAt || null,
    isRefreshing: isFetching,
    refresh,
  }
}
