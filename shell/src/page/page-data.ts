import type { RemoteModuleId } from '@food/shared/contracts'
import type { DehydratedState } from '@food/shared/query'
import type { ShellRuntimeConfig } from '../runtime/read-runtime-config'

// Read before the async boundary (src/index.ts): only type imports here.

/** The id of the page's embedded data (a JSON script element, never run). */
export const PAGE_DATA_ID = 'food-page'

/**
 * What the render server tells the page it sent, so the browser starts from
 * exactly what the server rendered: where the API and remotes are, the site's
 * public origin, the manifests of the remote versions it used, the data it
 * fetched, and which remote slots it rendered.
 */
export type PageData = {
  config: ShellRuntimeConfig
  siteUrl: string
  /** Remote name → the mf-manifest.json the server rendered with. */
  manifests: Record<string, unknown>
  /** The server's fetched data; null on a page it did not render. */
  queries: DehydratedState | null
  /** Remote modules whose HTML is in the page, to be hydrated. */
  serverRendered: RemoteModuleId[]
}

/** The page's embedded data, or null when index.html was served without it. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as PageData
  } catch (error) {
    console.error('The page data could not be read', error)
    return null
  }
}
