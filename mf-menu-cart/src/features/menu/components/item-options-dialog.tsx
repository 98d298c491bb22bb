import { useAvoidedAllergens } from '@food/shared/store'
import type { MenuItem } from '@food/shared/types'
import { type FormEvent, type RefObject, useId } from 'react'
import { avoidedIn } from '../../../lib/dish-filter'
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
  const avoided = useAvoidedAllergens()
  const clash = avoidedIn(item.allergens, avoided)
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
          <div className={styles.about}>
            {item.description && (
              <p id={descriptionId} className={styles.description}>
                {item.description}
              </p>
            )}
            <p className={styles.allergens}>
              {item.allergens.length > 0
                ? `Contains: ${item.allergens.join(', ')}`
                : 'No listed allergens'}
            </p>
            {clash.length > 0 && (
              <p className={styles.avoided}>
                This dish contains {clash.join(', ')}, which you chose to avoid.
              </p>
            )}
          </div>
          {item.addonGroups.map((group) => (
            <AddonGroupFieldset
              key={group.id}
              id={groupId(group.id)}
              group={group}
              chosen={selection.choice.addons[group.id] ?? []}
              avoided={avoided}
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
