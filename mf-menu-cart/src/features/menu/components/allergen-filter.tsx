import { setAvoidedAllergens, useAvoidedAllergens } from '@food/shared/store'
import { type Allergen, UK_ALLERGENS } from '@food/shared/types'
import { useId, useState } from 'react'
import styles from './allergen-filter.module.css'

/** "milk, eggs and sesame" */
function listAllergens(allergens: readonly string[]) {
  if (allergens.length < 2) return allergens.join('')
  return `${allergens.slice(0, -1).join(', ')} and ${allergens.at(-1)}`
}

/**
 * Beside Veg only: a button that opens the 14 UK allergens as checkboxes;
 * dishes containing a ticked one leave the menu and the search. Native
 * controls, so touch, keyboard and screen readers all work; the choice is
 * remembered on this device.
 */
export function AllergenFilter() {
  const avoided = useAvoidedAllergens()
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const count = avoided.length

  const toggle = (allergen: Allergen, isChecked: boolean) =>
    setAvoidedAllergens(
      UK_ALLERGENS.filter((known) =>
        known === allergen ? isChecked : avoided.includes(known),
      ),
    )

  return (
    <div className={styles.filter}>
      <button
        id={`${panelId}-button`}
        type="button"
        className={styles.button}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={count > 0 ? `Allergens, hiding ${count}` : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        Allergens
        {count > 0 && <span className={styles.count}>{count}</span>}
      </button>
      {count > 0 && !isOpen && (
        <p className={styles.summary}>
          Hiding dishes with {listAllergens(avoided)}.
        </p>
      )}
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Hide dishes that contain</legend>
          <ul className={styles.options}>
            {UK_ALLERGENS.map((allergen) => (
              <li key={allergen}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    className={styles.input}
                    checked={avoided.includes(allergen)}
                    onChange={(event) => toggle(allergen, event.target.checked)}
                  />
                  {allergen}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <p className={styles.note}>
          Our kitchen handles all 14 allergens, so traces are possible. If an
          allergy is severe, please call us before ordering.
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={count === 0}
            onClick={() => setAvoidedAllergens([])}
          >
            Show all dishes
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              setIsOpen(false)
              document.getElementById(`${panelId}-button`)?.focus()
            }}
          >
            Done
          </button>
        </div>
      </div>
    </div>
  )
}
