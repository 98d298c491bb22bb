import { EventSourceParserStream } from 'eventsource-parser/stream'
import { ERROR_CODES } from '../types/error-codes'
import { ApiError } from './api-error'
import { getApiBase } from './client'

/** How long to wait before reconnecting, growing to a cap after repeated failures. */
const RETRY_MS = [1000, 3000, 10_000, 30_000]

export type EventStreamOptions = {
  /** The path below the API root, e.g. `/staff/board/events`. */
  path: string
  /** The bearer token, read again on every (re)connect; null ends the stream. */
  token: () => string | null
  /** The fallback message of a refused stream. */
  fallback: string
  onEvent: (event: string, data: unknown) => void
  /** The stream answered and is open. */
  onOpen?: () => void
  /** The stream is down (it retries by itself). */
  onDisconnect?: () => void
  /**
   * A refusal that retrying cannot fix (401, 403, 404, no token): the stream
   * has ended for good, and the caller decides what it means.
   */
  onRefused?: (error: ApiError) => void
}

const FINAL_STATUSES = [0, 401, 403, 404]

/**
 * Reads a text/event-stream from the API with fetch (an EventSource cannot
 * send the bearer header) and hands on every event with its parsed JSON data.
 * A dropped stream is reopened with growing pauses; the returned function
 * ends it for good.
 */
export function followEventStream(options: EventStreamOptions): () => void {
  let stopped = false
  let controller: AbortController | null = null
  let failures = 0
  let serverRetryMs: number | null = null

  async function connect() {
    while (!stopped) {
      controller = new AbortController()
      try {
        await readStream(controller.signal)
        failures = 0
      } catch (error) {
        if (stopped) return
        if (
          error instanceof ApiError &&
          FINAL_STATUSES.includes(error.status)
        ) {
          options.onRefused?.(error)
          return
        }
        failures += 1
      }
      if (stopped) return
      options.onDisconnect?.()
      // The server's own `retry:` for the first try; growing pauses after failures.
      const pause =
        failures === 0 && serverRetryMs !== null
          ? serverRetryMs
          : (RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 30_000)
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }

  async function readStream(signal: AbortSignal) {
    const token = options.token()
    if (!token) throw new ApiError(0, ERROR_CODES.NO_TOKEN, options.fallback)
    const response = await fetch(`${getApiBase()}${options.path}`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'text/event-stream',
      },
      signal,
    })
    if (!response.ok || !response.body) {
      throw new ApiError(
        response.status,
        ERROR_CODES.REQUEST_FAILED,
        options.fallback,
      )
    }
    options.onOpen?.()
    // The event-stream format (multi-line data, CRLF, comments, retry) read by a library.
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(
        new EventSourceParserStream({
          onRetry: (ms) => {
            serverRetryMs = ms
          },
        }),
      )
      .getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      handleEvent(value.event ?? 'message', value.data)
    }
  }

  function handleEvent(event: string, data: string) {
    let parsed: unknown
    try {
      parsed = JSON.parse(data)
    } catch {
      // A malformed event is skipped; the next one carries the whole state again.
      return
    }
    options.onEvent(event, parsed)
  }

  void connect()
  return () => {
    stopped = true
    controller?.abort()
  }
}
