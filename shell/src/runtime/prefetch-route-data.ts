import { configureApi, prefetchMenu } from '@food/shared/api'
import type { ShellRuntimeConfig } from './read-runtime-config'

/**
 * Asks the API for what the route's main area shows first, before the area's
 * code has arrived; the area's own requests then pick up these answers.
 * Header, footer and blog list data are requested by start() for every page.
 */
export function prefetchRouteData(config: ShellRuntimeConfig, path: string) {
  configureApi({ baseURL: config.apiBase })
  if (path === '/') prefetchMenu()
}
