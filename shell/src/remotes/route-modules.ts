import type { RemoteModuleId, RemoteName } from '@food/shared/contracts'

/** The restaurant's own area: /kitchen and everything below it. */
const KITCHEN_PATH = /^\/kitchen(?:\/.*)?$/

/** Whether a path is the kitchen's area (staff only, never a customer page). */
export function isKitchenPath(pathname: string): boolean {
  return KITCHEN_PATH.test(pathname)
}

/**
 * Remotes used by their own routes only. A customer page never names them:
 * the render server embeds no manifest of theirs, so the browser fetches not
 * a byte of them outside their routes.
 */
const ROUTE_ONLY_REMOTES: Partial<Record<RemoteName, RegExp>> = {
  mf_kitchen: KITCHEN_PATH,
}

/** The remote manifests a page of this path may embed (all but other routes' own). */
export function manifestsForPath<T>(
  pathname: string,
  manifests: Record<string, T>,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(manifests).filter(([name]) => {
      const route = ROUTE_ONLY_REMOTES[name as RemoteName]
      return !route || route.test(pathname)
    }),
  )
}

/**
 * The remote page each route shows (app/routes.tsx), and for the menu its
 * basket bar too, so their code can start loading as soon as the runtime
 * config is read, while React and the shell's own code are still on the way.
 * A route missing here only loads later, when React renders it.
 */
const ROUTE_MODULES: [RegExp, RemoteModuleId[]][] = [
  [/^\/$/, ['mf_menu_cart/MenuPage', 'mf_menu_cart/CartBar']],
  [/^\/checkout\/?$/, ['mf_menu_cart/CheckoutPage']],
  [/^\/orders(?:\/[^/]+)?\/?$/, ['mf_account/OrdersPage']],
  [/^\/login\/?$/, ['mf_account/LoginPage']],
  [/^\/news-and-insights\/?$/, ['mf_blog/BlogListPage']],
  [/^\/news-and-insights\/[^/]+\/?$/, ['mf_blog/BlogDetailPage']],
  [KITCHEN_PATH, ['mf_kitchen/KitchenApp']],
]

export function remoteModulesForPath(pathname: string): RemoteModuleId[] {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? []
}

/**
 * The remote pages the render server renders. The others show one customer's
 * own data (login) or the kitchen's (its board is for signed-in staff only)
 * and render in the browser only, so a rendered page is the same for everyone
 * and can be cached. The orders pages and the checkout render their heading
 * and a skeleton on the server, the orders and the basket themselves only in
 * the browser (ADR 035).
 */
export const SERVER_RENDERED_MODULES: readonly RemoteModuleId[] = [
  'mf_menu_cart/MenuPage',
  'mf_menu_cart/CheckoutPage',
  'mf_account/OrdersPage',
  'mf_blog/BlogListPage',
  'mf_blog/BlogDetailPage',
]

/** The remote modules the render server renders for a path. */
export function serverRenderedModulesForPath(pathname: string) {
  return remoteModulesForPath(pathname).filter((id) =>
    SERVER_RENDERED_MODULES.includes(id),
  )
}
