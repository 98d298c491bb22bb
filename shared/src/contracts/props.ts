/** Props of every exposed module; the shell and each remote compile against these. */

export type MenuPageProps = Record<string, never>
export type CartBarProps = Record<string, never>
export type CheckoutPageProps = Record<string, never>

/** The login and profile drawers; the shell mounts them when the customer reaches for them. */
export type AccountDrawersProps = Record<string, never>
/** /orders lists the customer's orders; /orders/{order_id} is one of them (its short number). */
export type OrdersPageProps = { orderId?: string }
export type LoginPageProps = Record<string, never>
export type OrderTrackingBarProps = Record<string, never>

export type BlogListPageProps = Record<string, never>
export type BlogDetailPageProps = { slug: string }

/** The kitchen's area at /kitchen and below: it routes its own pages. */
export type KitchenAppProps = Record<string, never>

export type RemoteModuleProps = {
  'mf_menu_cart/MenuPage': MenuPageProps
  'mf_menu_cart/CartBar': CartBarProps
  'mf_menu_cart/CheckoutPage': CheckoutPageProps
  'mf_account/AccountDrawers': AccountDrawersProps
  'mf_account/OrdersPage': OrdersPageProps
  'mf_account/LoginPage': LoginPageProps
  'mf_account/OrderTrackingBar': OrderTrackingBarProps
  'mf_blog/BlogListPage': BlogListPageProps
  'mf_blog/BlogDetailPage': BlogDetailPageProps
  'mf_kitchen/KitchenApp': KitchenAppProps
}

export type RemoteModuleId = keyof RemoteModuleProps
