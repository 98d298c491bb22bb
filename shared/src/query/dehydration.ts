import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query'
import { ApiError } from '../api/api-error'
import { ERROR_CODES, type ErrorCode } from '../types/error-codes'

export type { DehydratedState }

/** An ApiError as JSON: an Error's message is not an own enumerable field. */
type SentError = {
  name: 'ApiError'
  status: number
  code: ErrorCode
  message: string
  retryAfterSeconds?: number
}

function toSentError(error: unknown): SentError {
  if (error instanceof ApiError) {
    const { status, code, message, retryAfterSeconds } = error
    return { name: 'ApiError', status, code, message, retryAfterSeconds }
  }
  return {
    name: 'ApiError',
    status: 0,
    code: ERROR_CODES.SERVER_ERROR,
    message: '',
  }
}

/**
 * What a server render fetched, to embed in the page: the answers, and the
 * failures with their messages, so the page shows in the browser what the
 * server rendered (a failed menu says so, with its Retry).
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  })
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error
        ? {
            ...query,
            state: {
              ...query.state,
              error: toSentError(query.state.error),
              fetchFailureReason: null,
            },
          }
        : query,
    ),
  }
}

/**
 * Puts the page's embedded answers into the browser's QueryClient before it
 * renders, so nothing is asked twice on load. They count as fetched now: the
 * server checked them against the API moments before it sent the page,
 * however long ago it first rendered that HTML.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState) {
  const receivedAt = Date.now()
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as SentError | null
      return {
        ...query,
        state: {
          ...query.state,
          dataUpdatedAt: query.state.dataUpdatedAt && receivedAt,
          errorUpdatedAt: query.state.errorUpdatedAt && receivedAt,
          error: error
            ? new ApiError(
                error.status,
                error.code,
                error.message,
                error.retryAfterSeconds,
              )
            : null,
        },
      }
    }),
  })
}
