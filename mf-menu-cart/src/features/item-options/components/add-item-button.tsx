import type { MenuItem } from '@food/shared/types'
import { useCallback, useRef, useState } from 'react'
import styles from './add-item-button.module.css'
import { ItemOptionsDialog } from './item-options-dialog'

type AddItemButtonProps = {
  item: MenuItem
}

/**
 * A dish's Add button and the options dialog it opens. Every dish opens the
 * dialog, even one without add-ons, so a note for the kitchen is always
 * possible. Nothing is shown for a dish that is unavailable; a dish sold out
 * tonight keeps its Add, disabled, beside the card's "Sold out".
 */
export function AddItemButton({ item }: AddItemButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const handleClose = useCallback(() => setIsOpen(false), [])

  if (!item.available) return null
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.add}
        aria-label={`Add ${item.name}`}
        aria-haspopup="dialog"
        disabled={item.soldOut}
        onClick={() => setIsOpen(true)}
      >
        <span aria-hidden="true" className={styles.plus}>
          +
        </span>
        Add
      </button>
      {isOpen && (
        <ItemOptionsDialog
          item={item}
          returnFocusRef={buttonRef}
          onClose={handleClose}
        />
      )}
    </>
  )
}
