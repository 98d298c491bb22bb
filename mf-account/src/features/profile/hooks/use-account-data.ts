import { loadAddresses, loadOrders, useToken } from '@food/shared/store'
import { useEffect } from 'react'

/**
 * Fetches the orders and addresses while the drawer is open: when it opens,
 * and again when a new session starts (a login in another tab or drawer).
 */
export function useAccountData() {
  const token = useToken()
  useEffect(() => {
    if (!token) return
    void loadOrders()
    void loadAddresses()
  }, [token])
}
