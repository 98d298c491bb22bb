import { SiteUrlProvider } from '@food/shared/site'
import { type AppStore, StoreProvider } from '@food/shared/store'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentProps, type ReactNode, StrictMode } from 'react'
import { ServerRenderedProvider } from '../remotes/server-rendered'

type Props = {
  store: AppStore
  queryClient: QueryClient
  siteUrl: string
  serverRendered: ComponentProps<typeof ServerRenderedProvider>['value']
  children: ReactNode
}

/**
 * What every render of the site is given, in the browser and on the server
 * alike: its store and QueryClient (the page's, or the request's own), the
 * public origin, and which remote slots the server renders.
 */
export function ShellProviders({
  store,
  queryClient,
  siteUrl,
  serverRendered,
  children,
}: Props) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StoreProvider store={store}>
          <SiteUrlProvider url={siteUrl}>
            <ServerRenderedProvider value={serverRendered}>
              {children}
            </ServerRenderedProvider>
          </SiteUrlProvider>
        </StoreProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
