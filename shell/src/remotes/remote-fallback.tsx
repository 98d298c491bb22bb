import { VisuallyHidden } from '@food/shared/ui'
import styles from './remote-fallback.module.css'

/**
 * The room a page slot keeps: by class, never a style attribute, which the
 * page's Content-Security-Policy would refuse in server-rendered HTML.
 */
export type SlotHeight = 'page' | 'tall'

const HEIGHT_CLASS: Record<SlotHeight, string | undefined> = {
  page: styles.pageHeight,
  tall: styles.tallHeight,
}

const classes = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ')

type FallbackProps = {
  area: string
  compact: boolean
  minHeight?: SlotHeight
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
      className={classes(
        compact ? styles.compact : styles.fallback,
        minHeight && HEIGHT_CLASS[minHeight],
      )}
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

type LoadingProps = { compact: boolean; minHeight?: SlotHeight }

export function RemoteLoading({ compact, minHeight }: LoadingProps) {
  if (compact)
    return (
      <span
        className={styles.compactLoading}
        aria-hidden="true"
        data-slot-loading=""
      />
    )
  return (
    <div
      className={classes(styles.loading, minHeight && HEIGHT_CLASS[minHeight])}
      aria-busy="true"
      data-slot-loading=""
    >
      <VisuallyHidden>Loading…</VisuallyHidden>
    </div>
  )
}
