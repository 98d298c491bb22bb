import type { FoodType, MenuCategory, MenuHoliday } from '@food/shared/types'
import { AddItemButton } from '../../item-options/components/add-item-button'
import { useIsOrderingOpen } from '../../item-options/hooks/use-is-ordering-open'
import { useMenuItems } from '../api/use-menu-items'
import { categoryTabId } from './category-tabs'
import { LoadError } from './load-error'
import { MenuItemCard } from './menu-item-card'
import styles from './menu-item-card.module.css'
import { MenuItemSkeletons } from './menu-item-skeletons'
import panelStyles from './menu-items-panel.module.css'

type MenuItemsPanelProps = {
  id: string
  category: MenuCategory
  foodType: FoodType
  /** GET /menus' holiday notice: no dish can be added while it is set. */
  holiday?: MenuHoliday | null
}

/** The selected category's tab panel: its items, or why there are none. */
export function MenuItemsPanel({
  id,
  category,
  foodType,
  holiday = null,
}: MenuItemsPanelProps) {
  const items = useMenuItems(category.id, foodType)
  // While ordering is off the notice above says why; the menu stays browsable.
  const isOrderingOpen = useIsOrderingOpen(holiday)
  // A Retry after a failure shows the loading state again, as a first load does.
  const isLoading = items.isPending || (items.isError && items.isFetching)

  return (
    <section
      id={id}
      role="tabpanel"
      aria-labelledby={categoryTabId(category.id)}
      aria-busy={isLoading}
      className={panelStyles.panel}
    >
      <h2 className={panelStyles.heading}>{category.name}</h2>
      {isLoading && <MenuItemSkeletons />}
      {!isLoading && items.isError && (
        <LoadError
          message={items.error.message}
          onRetry={() => void items.refetch()}
        />
      )}
      {items.isSuccess &&
        (items.data.length === 0 ? (
          <p className={panelStyles.empty}>
            {foodType === 'veg'
              ? 'No vegetarian items in this category.'
              : 'No items in this category yet.'}
          </p>
        ) : (
          <ul className={styles.grid}>
            {items.data.map((item, index) => (
              <li key={item.id}>
                <MenuItemCard
                  item={item}
                  isPriority={index === 0}
                  actions={isOrderingOpen && <AddItemButton item={item} />}
                />
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}
