import type { SearchResult } from '@food/shared/api'
import type { FoodType } from '@food/shared/types'
import type { ReactNode } from 'react'
import { LoadError } from '../../menu/components/load-error'
import { MenuItemCard } from '../../menu/components/menu-item-card'
import cardStyles from '../../menu/components/menu-item-card.module.css'
import { MenuItemSkeletons } from '../../menu/components/menu-item-skeletons'
import { useMenuSearch } from '../hooks/use-menu-search'
import styles from './search-results.module.css'
import { SearchSuggestion } from './search-suggestion'

type SearchResultsProps = {
  text: string
  foodType: FoodType
  /** The actions under each dish (the Add button), as on the menu. */
  renderActions?: (item: SearchResult) => ReactNode
  /** Searches for other text: the "Did you mean …?" chosen. */
  onSearch: (text: string) => void
}

/**
 * Dishes from every category that match the search, or a plain "nothing found" with the
 * server's "Did you mean …?" when it has one.
 */
export function SearchResults({
  text,
  foodType,
  renderActions,
  onSearch,
}: SearchResultsProps) {
  const search = useMenuSearch(text, foodType)
  const isLoading = search.status === 'loading'
  const found = search.status === 'success' ? search.data : null

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
        {found && statusText(found.results.length, text, foodType)}
      </p>
      {found?.results.length === 0 && found.suggestion && (
        <SearchSuggestion suggestion={found.suggestion} onChoose={onSearch} />
      )}
      {isLoading && <MenuItemSkeletons />}
      {search.status === 'error' && (
        <LoadError message={search.error.message} onRetry={search.retry} />
      )}
      {found && found.results.length > 0 && (
        <ul className={cardStyles.grid}>
          {found.results.map((item) => (
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
