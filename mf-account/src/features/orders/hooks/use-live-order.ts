import { isApiError, watchOrder } from '@food/shared/api'
import { rememberOrder, useOrder } from '@food/shared/query'
import type { Order } from '@food/shared/types'
import { useEffect } from 'react'

const FINAL = ['delivered', 'cancelled', 'rejected']

export type LiveOrder =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'shown'; order: Order }

/**
 * One of the customer's orders for its page: asked for on opening (shown at once when the
 * page already knows it, as after placing it), then followed over the order stream while it
 * is still open, so a change in the kitchen shows without a reload. Another customer's
 * order, or none, is missing: the API answers both with 404.
 */
export function useLiveOrder(reference: string): LiveOrder {
  const { data, error, refetch, isFetching } = useOrder(reference)
  const isOpen = data !== undefined && !FINAL.includes(data.order_status)

  useEffect(() => {
    if (!isOpen) return
    return watchOrder(reference, { onOrder: (fresh) => rememberOrder(fresh) })
  }, [reference, isOpen])

  if (data) return { status: 'shown', order: data }
  if (isApiError(error) && error.status === 404) return { status: 'missing' }
  if (error && !isFetching) {
    return {
      status: 'failed',
      message: error.message,
      retry: () => void refetch(),
    }
  }
  return { status: 'loading' }
}
