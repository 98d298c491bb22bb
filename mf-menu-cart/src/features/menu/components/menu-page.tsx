import type { MenuCategory } from '@food/shared/types'
import { Skeleton } from '@food/shared/ui'
import { useId, useState } from 'react'
import { useMenus } from '../api/use-menus'
import { CategoryTabs } from './category-tabs'
import { LoadError } from './load-error'
import { MenuItemSkeletons } from './menu-item-skeletons'
import { MenuItemsPanel } from './menu-items-panel'
import styles from './menu-page.module.css'
import { OrderingNotice } from './ordering-notice'
import { TabsSkeleton } from './tabs-skeleton'
import { VegToggle } from './veg-toggle'

const isActive = (category: MenuCategory) => category.status === 'active'

/**
 * The restaurant's menu: active categories as tabs (the first selected by
 * default, SPEC section 4), the selected one's items, and a veg-only switch
 * that keeps the chosen category.
 */
export function MenuPage() {
  const menus = useMenus()
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [isVegOnly, setIsVegOnly] = useState(false)
  const panelId = useId()

  const categories =
    menus.status === 'success' ? menus.data.categories.filter(isActive) : []
  const selected =
    categories.find(({ id }) => id === chosenId) ?? categories[0] ?? null

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Our menu</h1>
        <VegToggle isVegOnly={isVegOnly} onChange={setIsVegOnly} />
      </div>
      <OrderingNotice
        holiday={menus.status === 'success' ? menus.data.holiday : null}
      />
      {menus.status === 'loading' && (
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
      {menus.status === 'error' && (
        <LoadError message={menus.error.message} onRetry={menus.retry} />
      )}
      {menus.status === 'success' && !selected && (
        <p className={styles.empty}>The menu has no categories yet.</p>
      )}
      {selected && (
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
            foodType={isVegOnly ? 'veg' : 'all'}
          />
        </>
      )}
    </div>
  )
}
