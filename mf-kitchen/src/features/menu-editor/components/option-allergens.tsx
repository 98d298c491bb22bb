import { type Allergen, allergensInUkOrder } from '@food/shared/types'
import { useState } from 'react'
import { AllergenChoices, allergenLabel } from './allergen-choices'
import styles from './menu-editor.module.css'

type Props = {
  rowId: string
  allergens: readonly Allergen[]
  error?: string | undefined
  onChange: (allergens: Allergen[]) => void
}

/** What the option's ticks say when closed: "Allergens: Eggs, Milk" or "Allergens: none". */
function allergenSummary(allergens: readonly Allergen[]) {
  const listed = allergensInUkOrder(allergens)
  return `Allergens: ${listed.length > 0 ? listed.map(allergenLabel).join(', ') : 'none'}`
}

/**
 * An option's allergens behind a disclosure, so a group of many options stays short; open by
 * itself when the server refused them, so the refusal is seen and focused.
 */
export function OptionAllergens({ rowId, allergens, error, onChange }: Props) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <details
      className={styles.allergens}
      open={isOpen || Boolean(error)}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary>{allergenSummary(allergens)}</summary>
      <AllergenChoices
        idPrefix={rowId}
        allergens={allergens}
        error={error}
        onChange={onChange}
      />
    </details>
  )
}
