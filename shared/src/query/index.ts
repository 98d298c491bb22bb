// A query that cannot run yet (no order to settle) says so with skipToken.
export { skipToken } from '@tanstack/react-query'
export type { SavedAddressList } from './addresses'
export {
  useAddresses,
  useMakePrimaryAddress,
  useRemoveAddress,
  useSaveAddress,
} from './addresses'
export {
  clearBlogList,
  fetchBlogDetail,
  fetchBlogList,
  removeBlogDetail,
  useBlogDetail,
  useBlogList,
} from './blog'
export type { DehydratedState } from './dehydration'
export { dehydrateQueries, hydrateQueries } from './dehydration'
export { rememberOrder, useKnownOrder, useOrders } from './orders'
export {
  createQueryClient,
  queryClient,
  STALE_TIME_MS,
  useAppQueryClient,
} from './query-client'
export {
  loadShop,
  ORDERING_TIMES_STALE_MS,
  useOrderingTimes,
  useShopError,
  useShopSettings,
  useShopStatus,
  useTakesOrdersForLater,
} from './shop'

export { useAppMutation } from './use-app-mutation'
export { useAppQuery } from './use-app-query'
