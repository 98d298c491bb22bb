import { trackOrder, useIsLoggedIn } from '@food/shared/store'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * SPEC section 2: tracking also opens from an `order_id` query parameter (a link in a text
 * or an email). The saved latest order and the Track Order event reach the store directly.
 */
export function useTrackingSources() {
  const [params] = useSearchParams()
  const isLoggedIn = useIsLoggedIn()
  const fromLink = params.get('order_id')?.trim()
  useEffect(() => {
    if (isLoggedIn && fromLink) trackOrder(fromLink)
  }, [isLoggedIn, fromLink])
}
