import { useAddresses } from '@food/shared/query'
import { loadOrders, useToken } from '@food/shared/store'
import { useEffect } from 'react'

/**
 * Fetches the orders and addresses while the drawer is open: when it opens,
 * and again when a new session starts (a login in another tab or drawer;
 * the addresses' query is the session's own).
 */
export function useAccountData() {
  const token = useToken()
  useAddresses({ refetchOnMount: true })
  useEffect(() => {
    if (!token) return
    void loadOrders()
  }, [token])
}
