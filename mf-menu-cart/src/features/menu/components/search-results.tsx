import type { SearchResult } from '@food/shared/api'
import type { FoodType, MenuItem } from '@food/shared/types'
import { LoadError } from '@food/shared/ui'
import type { ReactNode } from 'react'
import { useMenuItems } from '../api/use-menu-items'
import { useMenuSearch } from '../hooks/use-menu-search'
import { MenuItemCard } from './menu-item-card'
import cardStyles from './menu-item-card.module.css'
import { MenuItemSkeletons } from './menu-item-skeletons'
import styles from './search-results.module.css'
import { SearchSuggestion } from './search-suggestion'

type SearchResultsProps = {
  text: string
  foodType: FoodType
  /** Whether a hit passes the customer's allergen (and veg) filter. */
  isShown?: (item: MenuItem) => boolean
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
  isShown = () => true,
  renderActions,
  onSearch,
}: SearchResultsProps) {
  const search = useMenuSearch(text, foodType)
  const { answer, isLoading } = search
  // The allergen filter holds in the search too: a hidden dish is not found.
  const found = answer && {
    ...answer,
    results: answer.results.filter(isShown),
  }
  const hiddenCount = answer
    ? answer.results.length - (found?.results.length ?? 0)
    : 0

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
        {hiddenCount > 0 && ` ${hiddenText(hiddenCount)}`}
      </p>
      {found?.results.length === 0 && found.suggestion && (
        <SearchSuggestion suggestion={found.suggestion} onChoose={onSearch} />
      )}
      {isLoading && <MenuItemSkeletons />}
      {search.error && (
        <LoadError message={search.error.message} onRetry={search.retry} />
      )}
      {found && found.results.length > 0 && (
        <ul className={cardStyles.grid}>
          {found.results.map((item) => (
            <li key={item.id} className={styles.hit}>
              <span className={styles.category}>{item.categoryName}</span>
              <SearchHit item={item} actions={renderActions?.(item)} />
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

function hiddenText(count: number): string {
  return count === 1
    ? '1 more is hidden by your allergen filter.'
    : `${count} more are hidden by your allergen filter.`
}

/** A found dish as the menu shows it, its veg badge by the same rule as its category's. */
function SearchHit({
  item,
  actions,
}: {
  item: SearchResult
  actions: ReactNode
}) {
  const category = useMenuItems(item.categoryId, 'all')
  const isVegMarked = category.data?.some((dish) => !dish.isVeg) ?? true
  return (
    <MenuItemCard item={item} isVegMarked={isVegMarked} actions={actions} />
  )
}
