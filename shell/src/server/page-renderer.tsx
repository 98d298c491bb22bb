import type { RemoteModuleId } from '@food/shared/contracts'
import { createQueryClient, dehydrateQueries } from '@food/shared/query'
import { createAppStore } from '@food/shared/store'
import type { Allergen } from '@food/shared/types'
import { LRUCache } from 'lru-cache'
import { matchRoutes, StaticRouter } from 'react-router-dom'
import { App } from '../app/app'
import { ShellProviders } from '../app/providers'
import {
  isMissingPost,
  movedPostPath,
  prefetchRouteData,
} from '../app/route-data'
import { ROUTES } from '../app/routes'
import type { PageData } from '../page/page-data'
import {
  manifestsForPath,
  serverRenderedModulesForPath,
} from '../remotes/route-modules'
import type { ServerModule } from '../remotes/server-rendered'
import type { ShellRuntimeConfig } from '../runtime/read-runtime-config'
import { pageDocument, splitHoisted } from './page-document'
import { renderToHtml } from './render-to-html'
import type { ServerData } from './server-data'
import type { RemotesSnapshot, ServerRemotes } from './server-remotes'

/** A page as the server sends it. */
export type Page = {
  status: number
  html: string
  /** The runtime config the page runs with (its Content-Security-Policy follows it). */
  config: ShellRuntimeConfig
  /** Whether the HTML came from a server render (else: the client-rendered page). */
  isServerRendered: boolean
  /** Sent as a 301 to this path instead: a post opened at an old address. */
  movedTo?: string
}

type Options = {
  /** The built index.html: the page around every render. */
  template: string
  /** How long a page may be sent again without checking what it was made from. */
  checkEveryMs: number
  remotes: ServerRemotes
  data: ServerData
  /** Longer than this, and the client-rendered page is sent instead. */
  budgetMs: number
  /** How many rendered pages are kept. */
  cachedPages: number
}

/**
 * What of the visitor a page is rendered with: only the allergens their
 * cookie hides (ADR 045), so a hidden dish is not in the HTML at all. Pages
 * are kept per choice; without a cookie, everyone gets the same page.
 */
type Visitor = { avoidedAllergens: readonly Allergen[] }

const EVERYONE: Visitor = { avoidedAllergens: [] }

/** One page of the site as one visitor sees it. */
const variantKey = (location: string, siteUrl: string, visitor: Visitor) =>
  [location, siteUrl, visitor.avoidedAllergens.join('|')].join('\n')

const isUnknownPath = (pathname: string) =>
  matchRoutes(ROUTES, pathname)?.at(-1)?.route.path === '*'

function modulesToRender(path: string, snapshot: RemotesSnapshot) {
  const modules = new Map<RemoteModuleId, ServerModule>()
  for (const id of serverRenderedModulesForPath(path)) {
    const module = snapshot.modules.get(id)
    if (module) modules.set(id, module)
  }
  return modules
}

/**
 * Renders the site's pages on the server (ADR 004) and keeps them: a page is
 * cached under its path, the versions of the data it shows, the remote
 * versions and the runtime config it was made with, so a change to any of
 * them makes the next load render again. A page showing a failure is not
 * cached. If rendering fails or takes longer than the budget, the
 * client-rendered page is sent, as before server rendering.
 */
export function createPageRenderer({
  template,
  checkEveryMs,
  remotes,
  data,
  budgetMs,
  cachedPages,
}: Options) {
  const cache = new LRUCache<string, Page>({ max: cachedPages })
  // The page each location was last given, and until when it is sure to be
  // current: until its data may be asked again (SSR_DATA_TTL_MS) and at most
  // one SSR_CHECK_MS, in which the runtime config and the remotes are not
  // read again either. Until then a request costs a lookup, nothing more.
  const current = new LRUCache<
    string,
    { page: Page; until: number; config: ShellRuntimeConfig }
  >({ max: cachedPages })

  async function render(
    url: URL,
    config: ShellRuntimeConfig,
    siteUrl: string,
    visitor: Visitor,
  ): Promise<Page> {
    const snapshot = await remotes.current(config)
    const pageConfig = {
      ...config,
      remotes: { ...config.remotes, ...snapshot.urls },
    }
    const queryClient = createQueryClient()
    await prefetchRouteData(queryClient, url.pathname, data.route)
    const movedTo = movedPostPath(queryClient, url.pathname)
    if (movedTo) {
      return {
        status: 301,
        html: '',
        config: pageConfig,
        isServerRendered: true,
        movedTo: movedTo + url.search,
      }
    }
    const status =
      isUnknownPath(url.pathname) || isMissingPost(queryClient, url.pathname)
        ? 404
        : 200
    const location = url.pathname + url.search
    const variant = variantKey(location, siteUrl, visitor)
    const dataVersion = data.versionOfAll(queryClient)
    const key =
      status === 200 && dataVersion !== null
        ? [
            variant,
            dataVersion,
            snapshot.version,
            JSON.stringify(pageConfig),
          ].join('\n')
        : null
    const keep = (page: Page) => {
      const until = Math.min(
        data.freshUntil(queryClient),
        Date.now() + checkEveryMs,
      )
      current.set(variant, { page, until, config })
      return page
    }
    const cached = key ? cache.get(key) : undefined
    if (cached) return keep(cached)

    const modules = modulesToRender(url.pathname, snapshot)
    let hasSlotError = false
    const html = await renderToHtml(
      <ShellProviders
        store={createAppStore(visitor)}
        queryClient={queryClient}
        siteUrl={siteUrl}
        serverRendered={{ modules, ids: new Set(modules.keys()) }}
      >
        <StaticRouter location={location}>
          <App />
        </StaticRouter>
      </ShellProviders>,
      budgetMs,
      (error) => {
        hasSlotError = true
        console.error(
          `[render] ${location}: a slot is left to the browser:`,
          error,
        )
      },
    )
    const pageData: PageData = {
      config: pageConfig,
      siteUrl,
      manifests: manifestsForPath(url.pathname, snapshot.manifests),
      queries: dehydrateQueries(queryClient),
      serverRendered: [...modules.keys()],
    }
    const page: Page = {
      status,
      html: pageDocument(template, pageData, splitHoisted(html)),
      config: pageConfig,
      isServerRendered: true,
    }
    if (key && !hasSlotError) {
      cache.set(key, page)
      keep(page)
    }
    return page
  }

  /** Today's client-rendered page: the template with the config to start from. */
  function clientRendered(config: ShellRuntimeConfig, siteUrl: string): Page {
    const pageData: PageData = {
      config,
      siteUrl,
      manifests: {},
      queries: null,
      serverRendered: [],
    }
    return {
      status: 200,
      html: pageDocument(template, pageData),
      config,
      isServerRendered: false,
    }
  }

  return {
    /** The page for a URL: rendered (or cached), or client-rendered if that fails in time. */
    async page(
      url: URL,
      config: ShellRuntimeConfig,
      siteUrl: string,
      visitor: Visitor = EVERYONE,
    ) {
      const known = current.get(
        variantKey(url.pathname + url.search, siteUrl, visitor),
      )
      if (known && known.config === config && Date.now() < known.until) {
        return known.page
      }
      let timer: ReturnType<typeof setTimeout> | undefined
      const overBudget = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`over the ${budgetMs} ms budget`)),
          budgetMs,
        )
      })
      try {
        return await Promise.race([
          render(url, config, siteUrl, visitor),
          overBudget,
        ])
      } catch (error) {
        console.error(
          `[render] ${url.pathname}: sending the client-rendered page:`,
          error,
        )
        return clientRendered(config, siteUrl)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
