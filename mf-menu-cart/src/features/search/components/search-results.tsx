import type { SearchResult } from '@food/shared/api'
import type { FoodType } from '@food/shared/types'
import type { ReactNode } from 'react'
import { LoadError } from '../../menu/components/load-error'
import { MenuItemCard } from '../../menu/components/menu-item-card'
import cardStyles from '../../menu/components/menu-item-card.module.css'
import { MenuItemSkeletons } from '../../menu/components/menu-item-skeletons'
import { useMenuSearch } from '../hooks/use-menu-search'
import styles from './search-results.module.css'

type SearchResultsProps = {
  text: string
  foodType: FoodType
  /** The actions under each dish (the Add button), as on the menu. */
  renderActions?: (item: SearchResult) => ReactNode
}

/** Dishes from every category that match the search, or a plain "nothing found". */
export function SearchResults({
  text,
  foodType,
  renderActions,
}: SearchResultsProps) {
  const results = useMenuSearch(text, foodType)
  const isLoading = results.status === 'loading'

  return (
    <section
      className={styles.results}
      aria-labelledby="search-results-heading"
      aria-busy={isLoading}
    >
      <h2 id="search-results-heading" className={styles.heading}>
        Results for “{text}”
      </h2>
      <p className={styles.status} role="status">
        {results.status === 'success' &&
          statusText(results.data.length, text, foodType)}
      </p>
      {isLoading && <MenuItemSkeletons />}
      {results.status === 'error' && (
        <LoadError message={results.error.message} onRetry={results.retry} />
      )}
      {results.status === 'success' && results.data.length > 0 && (
        <ul className={cardStyles.grid}>
          {results.data.map((item) => (
            <li key={item.id} className={styles.hit}>
              <span className={styles.category}>{item.categoryName}</span>
              <MenuItemCard item={item} actions={renderActions?.(item)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function statusText(count: number, text: string, foodType: FoodType): string {
  if (count === 0) {
    return foodType === 'veg'
      ? `No vegetarian dishes match “${text}”.`
      : `No dishes match “${text}”.`
  }
  return count === 1 ? '1 dish found.' : `${count} dishes found.`
}
