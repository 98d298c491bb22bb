import { configureApi } from '@food/shared/api'
import { queryClient } from '@food/shared/query'
import { prefetchRouteData } from '../app/route-data'
import type { ShellRuntimeConfig } from './read-runtime-config'

/**
 * On a page the server did not render: asks the API for what the route's
 * first screen shows before the areas' code has arrived; their queries then
 * pick up these answers (or join these requests).
 */
export function prefetchPageData(config: ShellRuntimeConfig, path: string) {
  configureApi({ baseURL: config.apiBase })
  return prefetchRouteData(queryClient, path)
}
