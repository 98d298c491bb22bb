import type { Order } from '@food/shared/types'
import { VisuallyHidden } from '@food/shared/ui'
import { trackingTime } from '../utils/tracking-time'
import styles from './order-tracking-bar.module.css'

type Props = { order: Order; now: number }

/**
 * The time on the bar's one line: "20:05", read out with its meaning ("Arriving around 20:05");
 * past it with the food still cooking, "Running late" (read out with the time promised).
 */
export function TrackingTimeText({ order, now }: Props) {
  const time = trackingTime(order, now)
  if (!time) return null
  return (
    <>
      {' '}
      <span className={styles.dot} aria-hidden="true">
        ·
      </span>{' '}
      {time.isLate ? (
        <span className={`${styles.time} ${styles.late}`}>
          Running late
          <VisuallyHidden>
            {time.meaning.replace('Running late', '')}
          </VisuallyHidden>
        </span>
      ) : (
        <time className={styles.time} dateTime={time.iso}>
          <VisuallyHidden>
            {time.meaning.replace(time.clock, '')}
          </VisuallyHidden>
          {time.clock}
        </time>
      )}
    </>
  )
}
