import { formatShopTime } from '@food/shared/time'
import type { Order } from '@food/shared/types'
import { orderSteps } from '../utils/order-steps'
import styles from './order-page.module.css'

/** The order's steps, each with its time once taken; the latest one taken is the current step. */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = orderSteps(order)
  const current = steps.findLastIndex((step) => step.at !== null)
  return (
    <ol className={styles.timeline} aria-label="Progress">
      {steps.map((step, index) => (
        <li
          key={step.label}
          className={step.at ? styles.done : styles.todo}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.stepLabel}>{step.label}</span>
          {step.at ? (
            <time dateTime={step.at}>{formatShopTime(new Date(step.at))}</time>
          ) : (
            <span className={styles.notYet}>Not yet</span>
          )}
        </li>
      ))}
    </ol>
  )
}
