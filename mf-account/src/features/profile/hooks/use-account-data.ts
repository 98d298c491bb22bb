import { useAddresses, useOrders } from '@food/shared/query'

/**
 * Fetches the orders and addresses while the drawer is open: when it opens,
 * and again when a new session starts (a login in another tab or drawer;
 * the addresses' query is the session's own).
 */
export function useAccountData() {
  useAddresses({ refetchOnMount: true })
  useOrders({ fetch: true })
}
