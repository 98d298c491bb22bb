export type {
  AccountDrawersProps,
  BlogDetailPageProps,
  BlogListPageProps,
  CartBarProps,
  CheckoutPageProps,
  KitchenAppProps,
  LoginPageProps,
  MenuPageProps,
  OrdersPageProps,
  OrderTrackingBarProps,
  RemoteModuleId,
  RemoteModuleProps,
} from './props'
export type { RemoteName } from './remotes'
export { REMOTE_AREAS, REMOTE_EXPOSES } from './remotes'
