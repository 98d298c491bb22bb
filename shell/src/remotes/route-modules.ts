import type { RemoteModuleId } from '@food/shared/contracts'

/**
 * The remote page each route shows (app/routes.tsx), and for the menu its
 * basket bar too, so their code can start loading as soon as the runtime
 * config is read, while React and the shell's own code are still on the way.
 * A route missing here only loads later, when React renders it.
 */
const ROUTE_MODULES: [RegExp, RemoteModuleId[]][] = [
  [/^\/$/, ['mf_menu_cart/MenuPage', 'mf_menu_cart/CartBar']],
  [/^\/checkout\/?$/, ['mf_menu_cart/CheckoutPage']],
  [/^\/orders\/?$/, ['mf_account/OrdersPage']],
  [/^\/login\/?$/, ['mf_account/LoginPage']],
  [/^\/news-and-insights\/?$/, ['mf_blog/BlogListPage']],
  [/^\/news-and-insights\/[^/]+\/?$/, ['mf_blog/BlogDetailPage']],
]

export function remoteModulesForPath(pathname: string): RemoteModuleId[] {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? []
}

/**
 * The remote pages the render server renders. The others show one customer's
 * own data (basket, orders, login) and render in the browser only, so a
 * rendered page is the same for everyone and can be cached.
 */
export const SERVER_RENDERED_MODULES: readonly RemoteModuleId[] = [
  'mf_menu_cart/MenuPage',
  'mf_blog/BlogListPage',
  'mf_blog/BlogDetailPage',
]

/** The remote modules the render server renders for a path. */
export function serverRenderedModulesForPath(pathname: string) {
  return remoteModulesForPath(pathname).filter((id) =>
    SERVER_RENDERED_MODULES.includes(id),
  )
}
