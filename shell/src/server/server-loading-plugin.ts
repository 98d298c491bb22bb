import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

type Options = {
  /** A manifest the server already fetched (and versioned), by URL. */
  manifestText: (url: string) => string | undefined
  /** Whether code may be fetched from this URL: only the runtime config's origins. */
  isAllowed: (url: string) => boolean
  timeoutMs: number
}

/**
 * How the render server's federation runtime fetches remotes. A remote's
 * server code runs inside this process with its privileges, so it is fetched
 * only from the origins the runtime config names (the entry through
 * createScript, its chunks through fetch) and given up after a time-out. The
 * manifest the runtime reads is the very text the server versioned, so a
 * render never uses a version it did not check.
 */
export function serverLoadingPlugin({
  manifestText,
  isAllowed,
  timeoutMs,
}: Options): ModuleFederationRuntimePlugin {
  const refuse = (url: string) =>
    new Error(`Refused to load ${url}: not an origin of the runtime config`)
  return {
    name: 'shell-server-loading',
    async fetch(url, init) {
      const text = manifestText(url)
      if (text !== undefined) {
        return new Response(text, {
          headers: { 'Content-Type': 'application/json' },
        })
      }
      if (!isAllowed(url)) throw refuse(url)
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    },
    createScript({ url }) {
      if (!isAllowed(url)) throw refuse(url)
      return undefined
    },
  }
}
