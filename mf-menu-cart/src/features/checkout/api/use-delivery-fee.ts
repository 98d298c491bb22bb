import { deliveryFeeQuery, isApiError } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'
import type { DeliveryFee } from '@food/shared/types'
import { MESSAGES } from '@food/shared/types'

export type DeliveryFeeState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; fee: DeliveryFee }
  /** The API will not deliver there (out of range, not a Belfast postcode). */
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string; retry: () => void }

/** The fee for delivering to `postcode` (POST /user/cart/get-delivery-fee); none without one. */
export function useDeliveryFee(postcode: string | null): DeliveryFeeState {
  const { data, error, isFetching, refetch } = useAppQuery({
    ...deliveryFeeQuery(postcode ?? ''),
    enabled: postcode !== null && postcode !== '',
  })
  if (!postcode) return { status: 'none' }
  if (data) return { status: 'ready', fee: data }
  // A Retry shows the fee being worked out again, not the old failure.
  if (!error || isFetching) return { status: 'loading' }
  // 400/422 are the API's answer about this postcode; anything else may work on a second try.
  if (isApiError(error) && (error.status === 400 || error.status === 422)) {
    return { status: 'refused', message: error.message }
  }
  return {
    status: 'failed',
    message: error.message || MESSAGES.fetchDeliveryFeeFailed,
    retry: () => void refetch(),
  }
}
