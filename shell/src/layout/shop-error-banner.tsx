import { loadShop, useShopError } from '@food/shared/query'
import { useState } from 'react'
import styles from './shop-error-banner.module.css'

/**
 * When the shop's settings and status cannot be fetched, the page cannot say
 * whether the restaurant is open: it says so (SPEC section 8) and offers a retry.
 */
export function ShopErrorBanner() {
  const error = useShopError()
  const [isRetrying, setIsRetrying] = useState(false)
  if (!error) return null

  const retry = async () => {
    setIsRetrying(true)
    await loadShop()
    setIsRetrying(false)
  }

  return (
    <div className={styles.banner} role="alert">
      <span>{error}</span>
      <button
        type="button"
        className={styles.retry}
        onClick={retry}
        disabled={isRetrying}
      >
        {isRetrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  )
}
