import type { Order } from '@food/shared/types'
import { VisuallyHidden } from '@food/shared/ui'
import { trackingTime } from '../utils/tracking-time'
import styles from './order-tracking-bar.module.css'

/** The time on the bar's one line: "20:05", read out with its meaning ("Arriving around 20:05"). */
export function TrackingTimeText({ order }: { order: Order }) {
  const time = trackingTime(order)
  if (!time) return null
  return (
    <>
      {' '}
      <span className={styles.dot} aria-hidden="true">
        ·
      </span>{' '}
      <time className={styles.time} dateTime={time.iso}>
        <VisuallyHidden>{time.meaning.replace(time.clock, '')}</VisuallyHidden>
        {time.clock}
      </time>
    </>
  )
}
