// A query that cannot run yet (no order to settle) says so with skipToken.
export { skipToken } from '@tanstack/react-query'
export {
  useAddresses,
  useMakePrimaryAddress,
  useRemoveAddress,
  useSaveAddress,
} from './addresses'
export {
  hideCartBar,
  refreshBasket,
  setCheckoutNotice,
  storeBasket,
  useCartBarVisible,
  useCartCount,
  useCheckoutNotice,
  useCustomerBasket,
} from './basket'
export {
  fetchBlogList,
  useBlogDetail,
  useBlogList,
} from './blog'
export type { DehydratedState } from './dehydration'
export { dehydrateQueries, hydrateQueries } from './dehydration'
export { useOrderTexts } from './order-texts'
export {
  rememberOrder,
  useKnownOrder,
  useOrder,
  useOrderQuery,
  useOrders,
} from './orders'
export { loadProfile, useProfile } from './profile'
export {
  createQueryClient,
  queryClient,
  useAppQueryClient,
} from './query-client'
export {
  loadShop,
  useOrderingTimes,
  useShopError,
  useShopSettings,
  useShopStatus,
  useTakesOrdersForLater,
} from './shop'

export { useAppMutation, useExclusiveMutation } from './use-app-mutation'
export { useAppQuery } from './use-app-query'
