import { QueryClient } from '@tanstack/react-query'
import type { QueryRoute } from '../app/route-data'

/**
 * The render server's own answers from the API, shared by every request: each
 * query is asked again at most once per `ttlMs` however many pages render, and
 * concurrent renders wait for the same request. An answer that did not change
 * keeps its object (TanStack Query's structural sharing), so its version, and
 * the cached pages made from it, stay valid until the data really changes.
 */
export function createServerData(ttlMs: number) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: ttlMs, retry: false } },
  })
  const versions = new WeakMap<object, number>()
  let lastVersion = 0

  /**
   * Answers a request's query from this cache (see prefetchRouteData): with
   * the cached object, which fetchQuery itself does not return when an
   * unchanged answer arrives.
   */
  const route: QueryRoute = (query) => ({
    ...query,
    queryFn: async () => {
      await client.fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0])
      return client.getQueryData(query.queryKey)
    },
  })

  /** A short name for one answer: the same while the data is unchanged. */
  function versionOf(data: unknown): string {
    if (typeof data !== 'object' || data === null) return JSON.stringify(data)
    let version = versions.get(data)
    if (version === undefined) {
      lastVersion += 1
      version = lastVersion
      versions.set(data, version)
    }
    return `v${version}`
  }

  /**
   * The version of everything a request's client holds, or null when any of
   * it failed: a page showing a failure is never cached.
   */
  function versionOfAll(requestClient: QueryClient): string | null {
    const parts: string[] = []
    for (const query of requestClient.getQueryCache().getAll()) {
      if (query.state.status !== 'success') return null
      parts.push(`${query.queryHash}=${versionOf(query.state.data)}`)
    }
    return parts.sort().join('&')
  }

  /**
   * Until when everything a request's client holds is the current answer:
   * before then, asking again would give the very same data.
   */
  function freshUntil(requestClient: QueryClient): number {
    let until = Number.POSITIVE_INFINITY
    for (const query of requestClient.getQueryCache().getAll()) {
      const fetchedAt = client.getQueryState(query.queryKey)?.dataUpdatedAt ?? 0
      until = Math.min(until, fetchedAt + ttlMs)
    }
    return until
  }

  return { route, versionOfAll, freshUntil }
}

export type ServerData = ReturnType<typeof createServerData>
