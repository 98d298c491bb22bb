import { useEffect, useRef } from 'react'
import styles from './address-card.module.css'

type Props = {
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The inline "Delete this address? Yes / Cancel" step; Cancel has the focus, so Enter is safe. */
export function DeleteConfirm({ isBusy, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    cancelRef.current?.focus()
  }, [])

  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.question}>Delete this address?</legend>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          aria-disabled={isBusy}
          aria-busy={isBusy}
          onClick={() => {
            if (!isBusy) onConfirm()
          }}
        >
          {isBusy ? 'Deleting…' : 'Yes'}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className={styles.action}
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </fieldset>
  )
}
