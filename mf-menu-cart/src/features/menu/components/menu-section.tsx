import type { MenuCategory } from '@food/shared/types'
import { LoadError } from '@food/shared/ui'
import { type DishFilter, isShown } from '../../../lib/dish-filter'
import { useMenuItems } from '../api/use-menu-items'
import { AddItemButton } from './add-item-button'
import { categorySectionId } from './category-nav'
import { MenuItemCard } from './menu-item-card'
import styles from './menu-item-card.module.css'
import { MenuItemSkeletons } from './menu-item-skeletons'
import sectionStyles from './menu-section.module.css'

type MenuSectionProps = {
  category: MenuCategory
  filter: DishFilter
  isOrderingOpen: boolean
  /** The page's first section: its first picture loads first. */
  isFirst: boolean
}

function emptyText(filter: DishFilter, hasItems: boolean) {
  if (!hasItems) return 'No items in this category yet.'
  if (filter.avoided.length > 0)
    return 'Every dish here contains an allergen you chose to hide.'
  return 'No vegetarian items in this category.'
}

/** One category of the menu: its heading and the dishes the filter keeps. */
export function MenuSection({
  category,
  filter,
  isOrderingOpen,
  isFirst,
}: MenuSectionProps) {
  const items = useMenuItems(category.id, 'all')
  const id = categorySectionId(category)
  // A Retry after a failure shows the loading state again, as a first load does.
  const isLoading = items.isPending || (items.isError && items.isFetching)
  const all = items.data ?? []
  const shown = all.filter((item) => isShown(item, filter))
  const hiddenForAllergens = all.filter(
    (item) =>
      isShown(item, { ...filter, avoided: [] }) && !isShown(item, filter),
  ).length
  // A "Vegetarian" badge only means something beside dishes that are not.
  const isVegMarked = all.some((item) => !item.isVeg)

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      aria-busy={isLoading}
      className={sectionStyles.section}
    >
      <h2 id={`${id}-heading`} className={sectionStyles.heading} tabIndex={-1}>
        {category.name}
      </h2>
      {isLoading && <MenuItemSkeletons />}
      {!isLoading && items.isError && (
        <LoadError
          message={items.error.message}
          onRetry={() => void items.refetch()}
        />
      )}
      {items.isSuccess && shown.length === 0 && (
        <p className={sectionStyles.empty}>
          {emptyText(filter, all.length > 0)}
        </p>
      )}
      {shown.length > 0 && (
        <ul className={styles.grid}>
          {shown.map((item, index) => (
            <li key={item.id}>
              <MenuItemCard
                item={item}
                isVegMarked={isVegMarked}
                isPriority={isFirst && index === 0}
                actions={isOrderingOpen && <AddItemButton item={item} />}
              />
            </li>
          ))}
        </ul>
      )}
      {hiddenForAllergens > 0 && shown.length > 0 && (
        <p className={sectionStyles.hidden}>
          {hiddenForAllergens === 1
            ? '1 more dish is hidden by your allergen filter.'
            : `${hiddenForAllergens} more dishes are hidden by your allergen filter.`}
        </p>
      )}
    </section>
  )
}
