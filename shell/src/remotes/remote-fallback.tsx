import styles from './remote-fallback.module.css'

type FallbackProps = {
  area: string
  compact: boolean
  minHeight?: number
  onRetry: () => void
}

/** What a slot shows when its remote is down or broken. */
export function RemoteFallback({
  area,
  compact,
  minHeight,
  onRetry,
}: FallbackProps) {
  return (
    <div
      role="alert"
      className={compact ? styles.compact : styles.fallback}
      style={{ minHeight }}
    >
      <p className={styles.message}>
        {compact
          ? `The ${area} is unavailable.`
          : `Sorry, the ${area} could not be loaded. Please try again in a moment.`}
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}

type LoadingProps = { compact: boolean; minHeight?: number }

export function RemoteLoading({ compact, minHeight }: LoadingProps) {
  if (compact)
    return <span className={styles.compactLoading} aria-hidden="true" />
  return (
    <div className={styles.loading} style={{ minHeight }} aria-busy="true">
      <span className={styles.visuallyHidden}>Loading…</span>
    </div>
  )
}
