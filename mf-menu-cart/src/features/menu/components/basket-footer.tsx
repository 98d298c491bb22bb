import { formatMoney } from '@food/shared/format'
import { useId } from 'react'
import styles from './basket-footer.module.css'

type BasketFooterProps = {
  /** Pence, for the whole line. */
  total: number
  /** What still has to be chosen, or null when the dish is ready to add. */
  missing: string | null
  isAdding: boolean
}

/**
 * The running total, what is still missing, and the submit button. The
 * button stays focusable while it cannot add (aria-disabled): pressed then,
 * the form takes the customer to the missing choice.
 */
export function BasketFooter({ total, missing, isAdding }: BasketFooterProps) {
  const missingId = useId()

  return (
    <div className={styles.footer}>
      <p className={styles.total} aria-live="polite" aria-atomic="true">
        Total <strong>{formatMoney(total)}</strong>
      </p>
      {missing && (
        <p id={missingId} className={styles.missing}>
          {missing}
        </p>
      )}
      <button
        type="submit"
        className={styles.submit}
        aria-disabled={isAdding || missing !== null}
        aria-describedby={missing ? missingId : undefined}
      >
        {isAdding ? 'Adding…' : `Add to basket · ${formatMoney(total)}`}
      </button>
    </div>
  )
}
