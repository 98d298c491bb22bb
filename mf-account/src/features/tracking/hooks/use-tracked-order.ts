import { getOrder, isApiError, watchOrder } from '@food/shared/api'
import { rememberOrder, useKnownOrder } from '@food/shared/query'
import { stopTracking } from '@food/shared/store'
import type { Order } from '@food/shared/types'
import { useCallback, useEffect, useState } from 'react'

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

/**
 * The tracked order, kept fresh: read once, then followed live over the order stream; if the
 * stream is down it is polled. An order that is not the customer's (or no longer exists)
 * stops the tracking.
 */
export function useTrackedOrder(reference: string): TrackedOrder {
  const order = useKnownOrder(reference)
  const [error, setError] = useState<string | null>(null)
  const [refreshedAt, setRefreshedAt] = useState<number | null>(null)
  const [isRefreshing, setIsRefreshing] = useState(false)

  const received = useCallback((fresh: Order) => {
    rememberOrder(fresh) // a status event updates the orders' cache
    setRefreshedAt(Date.now())
    setError(null)
  }, [])

  const refresh = useCallback(async () => {
    setIsRefreshing(true)
    try {
      received(await getOrder(reference))
    } catch (failure) {
      if (isApiError(failure) && failure.status === 404) stopTracking(reference)
      else
        setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setIsRefreshing(false)
    }
  }, [reference, received])

  useEffect(() => {
    let pollTimer: ReturnType<typeof setInterval> | null = null
    const stopPolling = () => {
      if (pollTimer) clearInterval(pollTimer)
      pollTimer = null
    }
    const stopWatching = watchOrder(reference, {
      onOrder: (fresh) => {
        stopPolling()
        received(fresh)
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
  }, [reference, received, refresh])

  return { order, error, refreshedAt, isRefreshing, refresh }
}
