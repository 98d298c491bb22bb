import type { MenuCategory } from '@food/shared/types'
import { Skeleton } from '@food/shared/ui'
import { useId, useState } from 'react'
import { AddItemButton } from '../../item-options/components/add-item-button'
import { useIsOrderingOpen } from '../../item-options/hooks/use-is-ordering-open'
import { SearchBox } from '../../search/components/search-box'
import { SearchResults } from '../../search/components/search-results'
import { useDebouncedValue } from '../../search/hooks/use-debounced-value'
import { useMenus } from '../api/use-menus'
import { CategoryTabs } from './category-tabs'
import { LoadError } from './load-error'
import { MenuItemSkeletons } from './menu-item-skeletons'
import { MenuItemsPanel } from './menu-items-panel'
import styles from './menu-page.module.css'
import { OrderingFacts } from './ordering-facts'
import { OrderingNotice } from './ordering-notice'
import { TabsSkeleton } from './tabs-skeleton'
import { VegToggle } from './veg-toggle'

const isActive = (category: MenuCategory) => category.status === 'active'

const isEmpty = (text: string) => text === ''

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * The restaurant's menu: active categories as tabs (the first selected by
 * default, SPEC section 4), the selected one's items, and a veg-only switch
 * that keeps the chosen category. Typing in the search box shows matches from
 * every category instead; clearing it brings the chosen category back.
 */
export function MenuPage() {
  const menus = useMenus()
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [isVegOnly, setIsVegOnly] = useState(false)
  const [query, setQuery] = useState('')
  const panelId = useId()
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

  const categories = menus.data?.categories.filter(isActive) ?? []
  const selected =
    categories.find(({ id }) => id === chosenId) ?? categories[0] ?? null

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Our menu</h1>
        <VegToggle isVegOnly={isVegOnly} onChange={setIsVegOnly} />
      </div>
      <OrderingFacts />
      <OrderingNotice holiday={holiday} />
      <SearchBox value={query} onChange={setQuery} />
      {searchText && (
        <SearchResults
          text={searchText}
          foodType={foodType}
          renderActions={
            isOrderingOpen ? (item) => <AddItemButton item={item} /> : undefined
          }
          onSearch={setQuery}
        />
      )}
      {!searchText && isLoading && (
        <>
          <TabsSkeleton />
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
      {!searchText && menus.isSuccess && !selected && (
        <p className={styles.empty}>The menu has no categories yet.</p>
      )}
      {!searchText && selected && (
        <>
          <CategoryTabs
            categories={categories}
            selectedId={selected.id}
            panelId={panelId}
            onSelect={setChosenId}
          />
          <MenuItemsPanel
            id={panelId}
            category={selected}
            foodType={foodType}
            holiday={holiday}
          />
        </>
      )}
    </div>
  )
}
