import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

const DELAYS_MS = [300, 900]

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Retries a failed manifest request with back-off, so one dropped packet on a
 * phone does not cost a whole area of the page.
 */
export function manifestRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-manifest-retry',
    async fetch(url, init) {
      if (!url.endsWith('mf-manifest.json')) return fetch(url, init)
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
