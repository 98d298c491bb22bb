import { saveCategory } from '@food/shared/api'
import type { EditableCategory, EditableMenu } from '@food/shared/types'
import { useId, useRef, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { useCatalogueChange } from '../hooks/use-catalogue-change'
import { ActionProblem } from './action-problem'
import { DishList } from './dish-list'
import styles from './menu-editor.module.css'
import { MoveButtons } from './move-buttons'
import { RenameCategoryDialog } from './rename-category-dialog'

type Props = {
  category: EditableCategory
  menu: EditableMenu
  isFirstActive: boolean
  moveIdPrefix: string
  index: number
  isMoving: boolean
  onMove: (step: -1 | 1, buttonId: string) => void
}

/** "7 dishes (1 retired)". */
function dishCount({ dishes }: EditableCategory) {
  if (dishes.length === 0) return 'No dishes yet'
  const retired = dishes.filter((dish) => dish.retired).length
  const count = dishes.length === 1 ? '1 dish' : `${dishes.length} dishes`
  return retired > 0 ? `${count} (${retired} retired)` : count
}

/** One category: Active or Hidden, its buttons (named by its heading), and its dishes. */
export function CategoryCard({
  category,
  menu,
  isFirstActive,
  moveIdPrefix,
  index,
  isMoving,
  onMove,
}: Props) {
  const id = useId()
  const [isOpen, setIsOpen] = useState(false)
  const [isRenaming, setIsRenaming] = useState(false)
  const switchRef = useRef<HTMLButtonElement>(null)
  const isActive = category.status === 'active'
  const toggle = useCatalogueChange(() =>
    saveCategory(category.id, {
      name: category.name,
      status: isActive ? 'inactive' : 'active',
      version: category.version,
    }),
  )
  return (
    <li className={isActive ? styles.item : `${styles.item} ${styles.hidden}`}>
      <h3 id={`${id}-name`} className={styles.itemName}>
        {category.name}
      </h3>
      <p className={styles.facts}>
        <span className={styles.state}>{isActive ? 'Active' : 'Hidden'}</span>
        {' · '}
        {dishCount(category)}
        {isFirstActive && ' · The home page opens here'}
      </p>
      <fieldset aria-labelledby={`${id}-name`} className={styles.actions}>
        <MoveButtons
          idPrefix={moveIdPrefix}
          index={index}
          count={menu.categories.length}
          isBusy={isMoving}
          onMove={onMove}
        />
        <button
          ref={switchRef}
          type="button"
          className={ui.button}
          aria-disabled={toggle.isPending}
          onClick={() => {
            if (!toggle.isPending) toggle.mutate(undefined)
          }}
        >
          {isActive ? 'Switch off' : 'Switch on'}
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={() => setIsRenaming(true)}
        >
          Rename
        </button>
        <button
          type="button"
          className={ui.button}
          aria-expanded={isOpen}
          aria-controls={`${id}-dishes`}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen ? 'Hide dishes' : 'Show dishes'}
        </button>
      </fieldset>
      <ActionProblem
        error={toggle.error}
        onReloaded={() => {
          toggle.reset()
          switchRef.current?.focus()
        }}
      />
      {isRenaming && (
        <RenameCategoryDialog
          category={category}
          onClose={() => setIsRenaming(false)}
        />
      )}
      <div id={`${id}-dishes`} hidden={!isOpen}>
        {isOpen && <DishList category={category} menu={menu} />}
      </div>
    </li>
  )
}
