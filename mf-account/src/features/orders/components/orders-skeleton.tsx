import { VisuallyHidden } from '@food/shared/ui'
import styles from './order-card.module.css'

type Props = {
  /** How many card-shaped placeholders: the list shows three, an order's page one. */
  cards?: number
  label?: string
}

/** Card-shaped placeholders while the orders load; announced once as a status. */
export function OrdersSkeleton({
  cards = 3,
  label = 'Loading your orders…',
}: Props) {
  return (
    <>
      <VisuallyHidden as="p" role="status">
        {label}
      </VisuallyHidden>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className={`${styles.card} ${styles.body}`}>
            {/* Not shared's Skeleton: the server renders these, and a page allows no inline style. */}
            <span
              className={`${styles.placeholder} ${styles.placeholderTitle}`}
            />
            <span
              className={`${styles.placeholder} ${styles.placeholderMeta}`}
            />
            <span
              className={`${styles.placeholder} ${styles.placeholderBody}`}
            />
            <span
              className={`${styles.placeholder} ${styles.placeholderButton}`}
            />
          </li>
        ))}
      </ul>
    </>
  )
}
