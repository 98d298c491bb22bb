import { Skeleton, VisuallyHidden } from '@food/shared/ui'
import styles from './order-card.module.css'

const PLACEHOLDER_CARDS = 3

/** Card-shaped placeholders while the orders load; announced once as a status. */
export function OrdersSkeleton() {
  return (
    <>
      <VisuallyHidden as="p" role="status">
        Loading your orders…
      </VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className={`${styles.card} ${styles.body}`}>
            <Skeleton width="40%" height="1.5rem" />
            <Skeleton width="60%" />
            <Skeleton height="3rem" />
            <Skeleton width="30%" height="2.5rem" />
          </li>
        ))}
      </ul>
    </>
  )
}
