import { QueryClient, QueryClientContext } from '@tanstack/react-query'
import { useContext } from 'react'

/**
 * How long fetched data counts as current. The server renders with data it
 * checked moments before, and the page never asks again for it on load;
 * after this a component that mounts asks again in the background.
 */
const STALE_TIME_MS = 60_000

/** A QueryClient with the site's defaults: one per page, one per server render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        // Failures show their message with a Retry at once (SPEC section 8),
        // as they always have; the client already gives up after a time-out.
        retry: false,
        // A failure the server rendered is hydrated as it was shown; asking
        // again is the customer's Retry, not a side effect of mounting.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  })
}

/**
 * The page's one QueryClient, shared by every app through this singleton
 * module (ADR 005). Non-React callers act on it through the functions of
 * this package; components reach it through useAppQueryClient().
 */
export const queryClient = createQueryClient()

/**
 * The QueryClient of the render: the request's own on the server (the shell
 * provides it), else the page's. Components need no provider of their own,
 * as with the store.
 */
export function useAppQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient
}
