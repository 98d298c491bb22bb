import { refreshBasket } from '@food/shared/query'
import { MESSAGES } from '@food/shared/types'
import { errorMessage } from '@food/shared/ui'
import { useState } from 'react'
import styles from './checkout-page.module.css'

/**
 * A customer's basket is on its way from the server. The first fetch reports no failure, so
 * a second try is always on offer, and its failure is shown.
 */
export function BasketLoading() {
  const [error, setError] = useState<string | null>(null)

  function handleRetry() {
    setError(null)
    refreshBasket().catch((failure: unknown) =>
      setError(errorMessage(failure, MESSAGES.fetchCartFailed)),
    )
  }

  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <p className={styles.hint} role="status">
        Loading your basket…
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={handleRetry}
      >
        Taking a while? Try again
      </button>
    </div>
  )
}
