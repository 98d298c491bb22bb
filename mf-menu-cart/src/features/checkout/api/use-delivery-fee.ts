import { getDeliveryFee, isApiError } from '@food/shared/api'
import type { DeliveryFee } from '@food/shared/types'
import { MESSAGES } from '@food/shared/types'
import { useCallback } from 'react'
import { useAsync } from '../../../lib/use-async'

export type DeliveryFeeState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; fee: DeliveryFee }
  /** The API will not deliver there (out of range, not a Belfast postcode). */
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string; retry: () => void }

/** The fee for delivering to `postcode` (POST /user/cart/get-delivery-fee); none without one. */
export function useDeliveryFee(postcode: string | null): DeliveryFeeState {
  const load = useCallback(
    async () => (postcode ? getDeliveryFee(postcode) : null),
    [postcode],
  )
  const result = useAsync(load)
  if (result.status === 'loading') return { status: 'loading' }
  if (result.status === 'success') {
    return result.data
      ? { status: 'ready', fee: result.data }
      : { status: 'none' }
  }
  const { error } = result
  // 400/422 are the API's answer about this postcode; anything else may work on a second try.
  if (isApiError(error) && (error.status === 400 || error.status === 422)) {
    return { status: 'refused', message: error.message }
  }
  return {
    status: 'failed',
    message: error.message || MESSAGES.fetchDeliveryFeeFailed,
    retry: result.retry,
  }
}
