import { Skeleton } from '@food/shared/ui'
import styles from './menu-item-card.module.css'

const SKELETON_COUNT = 6

/** Placeholder cards in the same boxes as real cards, so nothing jumps. */
export function MenuItemSkeletons() {
  return (
    <div role="status" aria-label="Loading menu items">
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <div className={styles.card}>
              <span className={styles.image}>
                <Skeleton height="100%" radius={0} />
              </span>
              <div className={styles.body}>
                <div className={`${styles.name} ${styles.lines}`}>
                  <Skeleton width="60%" height="1.1em" />
                </div>
                <div className={`${styles.description} ${styles.lines}`}>
                  <Skeleton height="1em" />
                  <Skeleton width="70%" height="1em" />
                </div>
                <div className={`${styles.allergens} ${styles.lines}`}>
                  <Skeleton width="85%" height="1em" />
                </div>
              </div>
              <div className={styles.footer}>
                <Skeleton width="4.5rem" height="1.6rem" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
