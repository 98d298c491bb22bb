/**
 * What each remote exposes: the contract between the shell and the teams.
 * A test reads every built mf-manifest.json against this list.
 */
export const REMOTE_EXPOSES = {
  mf_menu_cart: ['./MenuPage', './CartBar', './CheckoutPage'],
  mf_account: [
    './AccountDrawers',
    './OrdersPage',
    './LoginPage',
    './OrderTrackingBar',
  ],
  mf_blog: ['./BlogListPage', './BlogDetailPage'],
  mf_kitchen: ['./KitchenApp'],
} as const

export type RemoteName = keyof typeof REMOTE_EXPOSES

/** Human names for fallbacks and logs. */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  mf_menu_cart: 'menu and basket',
  mf_account: 'account',
  mf_blog: 'News & Insights',
  mf_kitchen: 'kitchen',
}
