import { reorderDishes } from '@food/shared/api'
import type { EditableCategory, EditableMenu } from '@food/shared/types'
import { useId, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { useMove } from '../hooks/use-move'
import { ActionProblem } from './action-problem'
import { DishDialog } from './dish-dialog'
import { DishRow } from './dish-row'
import styles from './menu-editor.module.css'

type Props = { category: EditableCategory; menu: EditableMenu }

/** A category's dishes in the menu's order, retired ones too, and Add a dish. */
export function DishList({ category, menu }: Props) {
  const id = useId()
  const [isAdding, setIsAdding] = useState(false)
  const { dishes } = category
  const order = useMove(
    dishes.map((dish) => dish.id),
    (ids) => reorderDishes(category.id, ids),
  )
  return (
    <section
      aria-label={`Dishes in ${category.name}`}
      className={styles.dishes}
    >
      <ActionProblem error={order.error} onReloaded={order.afterReload} />
      {dishes.length === 0 ? (
        <p className={styles.facts}>No dishes in {category.name} yet.</p>
      ) : (
        <ul className={styles.dishList}>
          {dishes.map((dish, index) => (
            <DishRow
              key={dish.id}
              dish={dish}
              menu={menu}
              index={index}
              count={dishes.length}
              moveIdPrefix={`${id}-${dish.id}`}
              isMoving={order.isBusy}
              onMove={(step, button) => order.move(index, step, button)}
            />
          ))}
        </ul>
      )}
      <div>
        <button
          type="button"
          className={`${ui.button} ${ui.primary}`}
          onClick={() => setIsAdding(true)}
        >
          Add a dish to {category.name}
        </button>
      </div>
      {isAdding && (
        <DishDialog
          dish={null}
          categoryId={category.id}
          menu={menu}
          onClose={() => setIsAdding(false)}
        />
      )}
    </section>
  )
}
