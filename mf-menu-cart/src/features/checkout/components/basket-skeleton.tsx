import { Skeleton, VisuallyHidden } from '@food/shared/ui'
import styles from './checkout-page.module.css'

/**
 * The basket's place in the server's HTML: a guest's basket lives in their
 * browser and a customer's comes with their session, so the server sends the
 * same placeholder to everyone and the browser fills it in. Sized by classes:
 * the server's HTML may carry no inline style.
 */
export function BasketSkeleton() {
  return (
    <div className={`${styles.card} ${styles.narrow}`} aria-busy="true">
      <VisuallyHidden as="p">Loading your basket…</VisuallyHidden>
      <Skeleton className={styles.lineSkeleton} />
      <Skeleton className={styles.lineSkeleton} />
      <Skeleton className={styles.lineSkeleton} />
      <Skeleton className={styles.buttonSkeleton} />
    </div>
  )
}
