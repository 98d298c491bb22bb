import { configureApi } from '@food/shared/api'
import { hydrateQueries, loadProfile, queryClient } from '@food/shared/query'
import { appStore, restoreSavedState } from '@food/shared/store'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import '@food/shared/ui/tokens.css'
import './global.css'
import { App } from './app/app'
import { ShellProviders } from './app/providers'
import type { PageData } from './page/page-data'
import { expectHydration, HydrationDone } from './remotes/hydration-done'
import { loadServerRenderedModules } from './remotes/load-server-rendered'
import { SLOT_RENDERED_IN_BROWSER } from './remotes/server-rendered'
import type { ShellRuntimeConfig } from './runtime/read-runtime-config'
import { setRemoteTimeoutMs } from './runtime/remote-timeout'

/**
 * A hydration problem is a defect: say so plainly (the e2e console guard fails
 * on it). A remote slot that failed on the server and renders here instead is
 * the planned way down, already logged by the server.
 */
function reportRecoverableError(error: unknown) {
  if ((error as { digest?: string }).digest === SLOT_RENDERED_IN_BROWSER) {
    console.warn(
      'A remote area could not be rendered on the server; it renders here.',
    )
    return
  }
  console.error(
    'Hydration problem: the page differed from the server HTML',
    error,
  )
}

/**
 * Starts the site once the runtime config is known: hydrates the HTML the
 * render server sent, or renders into an empty page.
 */
export async function start(config: ShellRuntimeConfig, page: PageData | null) {
  configureApi({ baseURL: config.apiBase })
  setRemoteTimeoutMs(config.remoteTimeoutMs)
  const isServerRendered = Boolean(page?.queries)
  if (page?.queries) hydrateQueries(queryClient, page.queries)
  // After the store's first (guest) state, which the server rendered with
  // and hydration reads (the store's server snapshot).
  restoreSavedState()
  void loadProfile()
  const serverRendered = page?.serverRendered ?? []
  // Their code was asked for in index.ts, while this chunk downloaded.
  const loaded = isServerRendered
    ? await loadServerRenderedModules(serverRendered)
    : new Map()
  expectHydration(isServerRendered ? serverRendered : [])

  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const app = (
    <ShellProviders
      store={appStore}
      queryClient={queryClient}
      siteUrl={page?.siteUrl ?? window.location.origin}
      serverRendered={{ ids: new Set(serverRendered), loaded }}
    >
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <HydrationDone />
    </ShellProviders>
  )
  if (isServerRendered) {
    // Hydrating as a transition lets React yield to the browser every few
    // milliseconds: the page, already painted, stays responsive while it
    // becomes interactive, instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportRecoverableError })
    })
  } else {
    createRoot(root).render(app)
  }
}
