import type { RemoteModuleId } from '@food/shared/contracts'
import type { ComponentType } from 'react'

type RemoteComponentModule<Props> = { default: ComponentType<Props> }

// The monolith build's twin of load-remote-component.ts (shell/monolith.config.ts):
// the same exposed components, bundled with the shell and split per module,
// as an ordinary single-page app would lazy-load its routes.
const MODULES: Record<
  RemoteModuleId,
  () => Promise<RemoteComponentModule<never>>
> = {
  'mf_menu_cart/MenuPage': () => import('mf_menu_cart/MenuPage'),
  'mf_menu_cart/CartBar': () => import('mf_menu_cart/CartBar'),
  'mf_menu_cart/CheckoutPage': () => import('mf_menu_cart/CheckoutPage'),
  'mf_account/AccountDrawers': () => import('mf_account/AccountDrawers'),
  'mf_account/OrdersPage': () => import('mf_account/OrdersPage'),
  'mf_account/LoginPage': () => import('mf_account/LoginPage'),
  'mf_account/OrderTrackingBar': () => import('mf_account/OrderTrackingBar'),
  'mf_blog/BlogListPage': () => import('mf_blog/BlogListPage'),
  'mf_blog/BlogDetailPage': () => import('mf_blog/BlogDetailPage'),
  'mf_kitchen/KitchenApp': () => import('mf_kitchen/KitchenApp'),
}

export async function loadRemoteComponent<Props>(
  id: RemoteModuleId,
): Promise<RemoteComponentModule<Props>> {
  return (await MODULES[id]()) as RemoteComponentModule<Props>
}
