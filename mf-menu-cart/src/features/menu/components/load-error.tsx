import styles from './load-error.module.css'

type LoadErrorProps = {
  message: string
  onRetry: () => void
}

/** A failed load said plainly, with the server's message and a way to retry. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
