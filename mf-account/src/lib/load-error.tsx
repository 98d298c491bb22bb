import styles from './load-error.module.css'

type LoadErrorProps = {
  message: string
  onRetry: () => void
}

/** A failed load said plainly (the server's message or the SPEC text) with a Retry. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
