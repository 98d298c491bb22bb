import { loadOrders, useOrders, useToken } from '@food/shared/store'
import { useEffect } from 'react'
import { newestFirst } from '../utils/newest-first'

/** The customer's orders, newest first, fetched when the page opens or a session starts. */
export function useCustomerOrders() {
  const token = useToken()
  const { orders, loaded, error } = useOrders()
  useEffect(() => {
    if (token) void loadOrders()
  }, [token])
  return { orders: newestFirst(orders), loaded, error }
}
