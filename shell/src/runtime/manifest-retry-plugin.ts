import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

const DELAYS_MS = [300, 900]

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Retries a failed manifest request with back-off, so one dropped packet on a
 * phone does not cost a whole area of the page. A manifest the render server
 * embedded in the page (the version it rendered with) is answered from there,
 * once: no round trip, and the browser hydrates the code that made the HTML.
 * A Retry asks the network again.
 */
export function manifestRetryPlugin(
  embedded: Map<string, unknown> = new Map(),
): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-manifest-retry',
    async fetch(url, init) {
      if (!url.endsWith('mf-manifest.json')) return fetch(url, init)
      const manifest = embedded.get(url)
      if (manifest) {
        embedded.delete(url)
        return new Response(JSON.stringify(manifest), {
          headers: { 'Content-Type': 'application/json' },
        })
      }
      let lastError: unknown
      for (const delay of [0, ...DELAYS_MS]) {
        if (delay) await wait(delay)
        try {
          const response = await fetch(url, { ...init, cache: 'no-store' })
          if (response.ok) return response
          lastError = new Error(`HTTP ${response.status} for ${url}`)
        } catch (error) {
          lastError = error
        }
      }
      throw lastError
    },
  }
}
