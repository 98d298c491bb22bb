import { setDishRetired } from '@food/shared/api'
import { formatMoney } from '@food/shared/format'
import type { EditableDish, EditableMenu } from '@food/shared/types'
import { useId, useRef, useState } from 'react'
import { ConfirmInPlace } from '../../../lib/confirm-in-place'
import ui from '../../../lib/ui.module.css'
import { useCatalogueChange } from '../hooks/use-catalogue-change'
import { ActionProblem } from './action-problem'
import { DishDialog } from './dish-dialog'
import styles from './menu-editor.module.css'
import { MoveButtons } from './move-buttons'

type Props = {
  dish: EditableDish
  menu: EditableMenu
  index: number
  count: number
  moveIdPrefix: string
  isMoving: boolean
  onMove: (step: -1 | 1, buttonId: string) => void
}

/** One dish: name, price, Veg, retired; Edit, Move up/down, Retire (asked again) or Restore. */
export function DishRow({
  dish,
  menu,
  index,
  count,
  moveIdPrefix,
  isMoving,
  onMove,
}: Props) {
  const id = useId()
  const [isEditing, setIsEditing] = useState(false)
  const [isConfirming, setIsConfirming] = useState(false)
  const retireRef = useRef<HTMLButtonElement>(null)
  const retire = useCatalogueChange((retired: boolean) =>
    setDishRetired(dish.id, dish.version, retired),
  )
  const backToButton = () => {
    setIsConfirming(false)
    retireRef.current?.focus()
  }
  return (
    <li
      className={
        dish.retired ? `${styles.dish} ${styles.retired}` : styles.dish
      }
    >
      <p className={styles.dishName}>
        <strong id={`${id}-name`}>{dish.name}</strong> ·{' '}
        {formatMoney(dish.price)}
        {dish.isVeg && ' · Veg'}
        {dish.soldOut && ' · Sold out'}
        {dish.retired && ' · Retired: off the menu'}
      </p>
      <fieldset aria-labelledby={`${id}-name`} className={styles.actions}>
        <button
          type="button"
          className={ui.button}
          onClick={() => setIsEditing(true)}
        >
          Edit
        </button>
        <MoveButtons
          idPrefix={moveIdPrefix}
          index={index}
          count={count}
          isBusy={isMoving}
          onMove={onMove}
        />
        <button
          ref={retireRef}
          type="button"
          className={dish.retired ? ui.button : `${ui.button} ${ui.danger}`}
          aria-disabled={retire.isPending}
          onClick={() => {
            if (retire.isPending) return
            if (dish.retired) retire.mutate(false)
            else setIsConfirming(true)
          }}
        >
          {dish.retired ? 'Restore' : 'Retire'}
        </button>
      </fieldset>
      {isConfirming && (
        <ConfirmInPlace
          question={`Retire ${dish.name}? It leaves the menu, search and baskets at once. Past orders keep it, and you can restore it later.`}
          confirmLabel="Yes, retire"
          keepLabel="Keep it on the menu"
          isBusy={retire.isPending}
          onConfirm={() => retire.mutate(true, { onSuccess: backToButton })}
          onKeep={backToButton}
        />
      )}
      <ActionProblem
        error={retire.error}
        onReloaded={() => {
          retire.reset()
          retireRef.current?.focus()
        }}
      />
      {isEditing && (
        <DishDialog
          dish={dish}
          categoryId={dish.categoryId}
          menu={menu}
          onClose={() => setIsEditing(false)}
        />
      )}
    </li>
  )
}
