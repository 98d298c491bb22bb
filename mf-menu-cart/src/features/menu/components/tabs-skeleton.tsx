import { Skeleton } from '@food/shared/ui'
import styles from './category-tabs.module.css'

const WIDTHS = ['5.5rem', '7rem', '6rem', '8rem', '5rem']

/** Placeholder pills where the category tabs will appear. */
export function TabsSkeleton() {
  return (
    <div className={styles.tabs} aria-hidden="true">
      {WIDTHS.map((width) => (
        <Skeleton
          key={width}
          className={styles.tabSkeleton}
          width={width}
          height="44px"
          radius="var(--food-radius-pill)"
        />
      ))}
    </div>
  )
}
