import { activeCategories } from '@food/shared/api'
import { useAvoidedAllergens } from '@food/shared/store'
import { LoadError, Skeleton } from '@food/shared/ui'
import { useState } from 'react'
import { type DishFilter, isShown } from '../../../lib/dish-filter'
import { useMenus } from '../api/use-menus'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { useIsOrderingOpen } from '../hooks/use-is-ordering-open'
import { AddItemButton } from './add-item-button'
import { AllergenFilter } from './allergen-filter'
import { CategoryNav } from './category-nav'
import { ChipsSkeleton } from './chips-skeleton'
import { MenuItemSkeletons } from './menu-item-skeletons'
import styles from './menu-page.module.css'
import { MenuSection } from './menu-section'
import { OrderingFacts } from './ordering-facts'
import { OrderingNotice } from './ordering-notice'
import { SearchBox } from './search-box'
import { SearchResults } from './search-results'
import { VegToggle } from './veg-toggle'

const isEmpty = (text: string) => text === ''

/** Typing pauses this long before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300

/**
 * The restaurant's menu: every active category in order under chips that stay
 * stuck below the header (the first marked at the top, SPEC section 4), a
 * veg-only switch and an allergen filter that narrow every category and the
 * search. Typing in the search box shows matches from every category instead;
 * clearing it brings the menu back.
 */
export function MenuPage() {
  const menus = useMenus()
  const [isVegOnly, setIsVegOnly] = useState(false)
  const avoided = useAvoidedAllergens()
  const filter: DishFilter = { isVegOnly, avoided }
  const [query, setQuery] = useState('')
  // Clearing the box shows the menu at once; only new text waits for the pause.
  const searchText = useDebouncedValue(
    query.trim(),
    SEARCH_DEBOUNCE_MS,
    isEmpty,
  )
  const foodType = isVegOnly ? 'veg' : 'all'

  // A Retry after a failure shows the loading state again, as a first load does.
  const isLoading = menus.isPending || (menus.isError && menus.isFetching)
  const holiday = menus.data?.holiday ?? null
  const isOrderingOpen = useIsOrderingOpen(holiday)

  const categories = menus.data ? activeCategories(menus.data) : []

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Our menu</h1>
        <VegToggle isVegOnly={isVegOnly} onChange={setIsVegOnly} />
        <AllergenFilter />
      </div>
      <OrderingFacts />
      <OrderingNotice holiday={holiday} />
      <SearchBox value={query} onChange={setQuery} />
      {searchText && (
        <SearchResults
          text={searchText}
          foodType={foodType}
          isShown={(item) => isShown(item, filter)}
          renderActions={
            isOrderingOpen ? (item) => <AddItemButton item={item} /> : undefined
          }
          onSearch={setQuery}
        />
      )}
      {!searchText && isLoading && (
        <>
          <ChipsSkeleton />
          <Skeleton
            className={styles.headingSkeleton}
            width="7rem"
            height="1.75rem"
          />
          <MenuItemSkeletons />
        </>
      )}
      {!searchText && !isLoading && menus.isError && (
        <LoadError
          message={menus.error.message}
          onRetry={() => void menus.refetch()}
        />
      )}
      {!searchText && menus.isSuccess && categories.length === 0 && (
        <p className={styles.empty}>The menu has no categories yet.</p>
      )}
      {!searchText && categories.length > 0 && (
        <>
          <CategoryNav categories={categories} />
          {categories.map((category, index) => (
            <MenuSection
              key={category.id}
              category={category}
              filter={filter}
              isOrderingOpen={isOrderingOpen}
              isFirst={index === 0}
            />
          ))}
        </>
      )}
    </div>
  )
}
