import { Skeleton } from '@food/shared/ui'
import styles from './category-nav.module.css'

const WIDTHS = ['5.5rem', '7rem', '6rem', '8rem', '5rem']

/** Placeholder pills where the category chips will appear. */
export function ChipsSkeleton() {
  return (
    <div className={styles.nav} aria-hidden="true">
      <div className={styles.list}>
        {WIDTHS.map((width) => (
          <Skeleton
            key={width}
            className={styles.chipSkeleton}
            width={width}
            height="44px"
            radius="var(--food-radius-pill)"
          />
        ))}
      </div>
    </div>
  )
}
