import { reorderCategories } from '@food/shared/api'
import type { EditableMenu } from '@food/shared/types'
import { useId } from 'react'
import ui from '../../../lib/ui.module.css'
import { useMove } from '../hooks/use-move'
import { ActionProblem } from './action-problem'
import { AddCategoryForm } from './add-category-form'
import { CategoryCard } from './category-card'
import styles from './menu-editor.module.css'

/** The categories in the menu's order, each with its dishes; a new one is added at the end. */
export function CategoryList({ menu }: { menu: EditableMenu }) {
  const id = useId()
  const { categories } = menu
  const order = useMove(
    categories.map((category) => category.id),
    reorderCategories,
  )
  const firstActive = categories.find((c) => c.status === 'active')
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        Categories
      </h2>
      <p>
        Customers see the active categories in this order. The home page opens
        on the first active one
        {firstActive ? `: now ${firstActive.name}.` : '; none is active now.'} A
        hidden category and its dishes are not shown to customers.
      </p>
      <ActionProblem error={order.error} onReloaded={order.afterReload} />
      <ol
        aria-labelledby={`${id}-title`}
        className={`${ui.cardList} ${styles.list}`}
      >
        {categories.map((category, index) => (
          <CategoryCard
            key={category.id}
            category={category}
            menu={menu}
            isFirstActive={category === firstActive}
            moveIdPrefix={`${id}-${category.id}`}
            index={index}
            isMoving={order.isBusy}
            onMove={(step, button) => order.move(index, step, button)}
          />
        ))}
      </ol>
      <AddCategoryForm />
    </section>
  )
}
