import { Skeleton, VisuallyHidden } from '@food/shared/ui'
import styles from './blog-detail-skeleton.module.css'

/** The shape of a post while it loads. */
export function BlogDetailSkeleton() {
  return (
    <div className={styles.skeleton}>
      <VisuallyHidden>
        <span role="status">Loading blog…</span>
      </VisuallyHidden>
      <Skeleton width="75%" height="2.5rem" />
      <Skeleton width="40%" height="1rem" />
      <Skeleton
        className={styles.cover}
        height="auto"
        radius="var(--food-radius-lg, 16px)"
      />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" />
      <Skeleton width="60%" height="1rem" />
    </div>
  )
}
