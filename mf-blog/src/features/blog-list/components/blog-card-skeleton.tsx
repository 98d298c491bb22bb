import { Skeleton } from '@food/shared/ui'
import styles from './blog-card-skeleton.module.css'

/** A grey card the size of a BlogCard, shown while the list loads. */
export function BlogCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.cover} height="auto" radius={0} />
      <div className={styles.body}>
        <Skeleton width="80%" height="1.25rem" />
        <Skeleton height="0.875rem" />
        <Skeleton width="55%" height="0.875rem" />
      </div>
    </div>
  )
}
