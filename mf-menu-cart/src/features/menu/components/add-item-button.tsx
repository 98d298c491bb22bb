import type { MenuItem } from '@food/shared/types'
import { useCallback, useRef, useState } from 'react'
import styles from './add-item-button.module.css'
import { ItemOptionsDialog } from './item-options-dialog'
import { OneTapAddButton } from './one-tap-add-button'

type AddItemButtonProps = {
  item: MenuItem
}

/**
 * A dish's Add button. A dish with add-ons opens the options dialog; one
 * with nothing to choose (a can of Coke) goes straight into the basket with
 * a short confirmation. Nothing is shown for a dish that is unavailable; a
 * dish sold out tonight keeps its Add, disabled, beside the card's "Sold out".
 */
export function AddItemButton({ item }: AddItemButtonProps) {
  if (!item.available) return null
  if (item.addonGroups.length === 0) return <OneTapAddButton item={item} />
  return <OptionsAddButton item={item} />
}

function OptionsAddButton({ item }: AddItemButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const handleClose = useCallback(() => setIsOpen(false), [])

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
