import { MESSAGES } from '../types/messages'
import type { Order } from '../types/order'
import { ApiError } from './api-error'
import { apiRequest, endSession, getApiBase, sessionToken } from './client'

export type OrderWatcher = {
  onOrder: (order: Order) => void
  /** The stream is down (it retries by itself); the caller may poll meanwhile. */
  onDisconnect?: () => void
  /** The order is not the customer's or does not exist: the watch has ended. */
  onMissing?: () => void
}

/** How long to wait before reconnecting, growing to a cap after repeated failures. */
const RETRY_MS = [1000, 3000, 10_000, 30_000]

/** GET /user/order/{id} (authenticated): one of the customer's orders, by id or number. */
export async function getOrder(reference: string): Promise<Order> {
  const body = await apiRequest<{ status: true; data: Order }>({
    method: 'GET',
    url: `/user/order/${encodeURIComponent(reference)}`,
    auth: true,
    fallback: MESSAGES.fetchOrdersFailed,
  })
  return body.data
}

/**
 * Follows one order live: GET /user/order/{id}/events is read with fetch (an EventSource
 * cannot send the bearer header) and every `order` event is handed on. A dropped stream is
 * reopened with growing pauses; `stop()` ends it for good.
 */
export function watchOrder(
  reference: string,
  watcher: OrderWatcher,
): () => void {
  let stopped = false
  let controller: AbortController | null = null
  let failures = 0

  async function connect() {
    while (!stopped) {
      controller = new AbortController()
      try {
        await readStream(controller.signal)
        failures = 0
      } catch (error) {
        if (stopped) return
        if (error instanceof ApiError && error.status === 401) {
          endSession()
          return
        }
        if (error instanceof ApiError && error.status === 404) {
          watcher.onMissing?.()
          return
        }
        failures += 1
      }
      if (stopped) return
      watcher.onDisconnect?.()
      const pause = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 30_000
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }

  async function readStream(signal: AbortSignal) {
    const token = sessionToken()
    if (!token) throw new ApiError(0, 'NO_TOKEN', MESSAGES.noToken)
    const response = await fetch(
      `${getApiBase()}/user/order/${encodeURIComponent(reference)}/events`,
      {
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'text/event-stream',
        },
        signal,
      },
    )
    if (!response.ok || !response.body) {
      throw new ApiError(
        response.status,
        'REQUEST_FAILED',
        MESSAGES.fetchOrdersFailed,
      )
    }
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      let end = buffer.indexOf('\n\n')
      while (end !== -1) {
        handleEvent(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\n\n')
      }
    }
  }

  function handleEvent(block: string) {
    const lines = block.split('\n')
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7)
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6)
    if (event !== 'order' || !data) return
    try {
      watcher.onOrder(JSON.parse(data) as Order)
    } catch {
      // A malformed event is skipped; the next one carries the whole order again.
    }
  }

  void connect()
  return () => {
    stopped = true
    controller?.abort()
  }
}
