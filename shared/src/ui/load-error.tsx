import styles from './load-error.module.css'

type LoadErrorProps = {
  message: string
  onRetry: () => void
  /** The button's text; 'Retry' unless a screen's SPEC text says otherwise. */
  retryLabel?: string
}

/** A failed load said plainly (the server's message or the SPEC text) with a way to retry. */
export function LoadError({
  message,
  onRetry,
  retryLabel = 'Retry',
}: LoadErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  )
}
