import type { MenuItem } from '@food/shared/types'
import { type FormEvent, type RefObject, useId } from 'react'
import { useAddToBasket } from '../hooks/use-add-to-basket'
import { useItemChoice } from '../hooks/use-item-choice'
import { describeMissing } from '../model/addon-choice'
import { AddonGroupFieldset } from './addon-group-fieldset'
import { BasketFooter } from './basket-footer'
import { InstructionsField } from './instructions-field'
import styles from './item-options-dialog.module.css'
import { ModalSheet } from './modal-sheet'
import { QuantityStepper } from './quantity-stepper'

type ItemOptionsDialogProps = {
  item: MenuItem
  returnFocusRef: RefObject<HTMLElement | null>
  onClose: () => void
}

/**
 * Choosing a dish's add-ons, quantity and a note, with the price as it
 * grows; the basket button adds it and closes. A dish with nothing to
 * choose opens on that button, so Add then Enter is enough.
 */
export function ItemOptionsDialog({
  item,
  returnFocusRef,
  onClose,
}: ItemOptionsDialogProps) {
  const selection = useItemChoice(item)
  const { isAdding, add } = useAddToBasket(item, onClose)
  const idPrefix = useId()
  const descriptionId = `${idPrefix}-description`
  const groupId = (id: string) => `${idPrefix}-group-${id}`

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const [first] = selection.missing
    if (first) {
      // Take the customer to what is still missing instead of doing nothing.
      document
        .getElementById(groupId(first.group.id))
        ?.querySelector<HTMLInputElement>('input:not(:disabled)')
        ?.focus()
      return
    }
    void add(selection.choice)
  }

  return (
    <ModalSheet
      title={item.name}
      descriptionId={item.description ? descriptionId : undefined}
      initialFocus={item.addonGroups.length > 0 ? 'input' : '[type="submit"]'}
      returnFocusRef={returnFocusRef}
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={styles.body}>
          {item.description && (
            <p id={descriptionId} className={styles.description}>
              {item.description}
            </p>
          )}
          {item.addonGroups.map((group) => (
            <AddonGroupFieldset
              key={group.id}
              id={groupId(group.id)}
              group={group}
              chosen={selection.choice.addons[group.id] ?? []}
              onChoose={selection.chooseAddon}
            />
          ))}
          <QuantityStepper
            quantity={selection.choice.quantity}
            onChange={selection.changeQuantity}
          />
          <InstructionsField
            value={selection.choice.instructions}
            onChange={selection.changeInstructions}
          />
        </div>
        <BasketFooter
          total={selection.total}
          missing={describeMissing(selection.missing)}
          isAdding={isAdding}
        />
      </form>
    </ModalSheet>
  )
}
