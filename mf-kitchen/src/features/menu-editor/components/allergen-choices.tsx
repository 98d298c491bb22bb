import { UK_ALLERGENS } from '@food/shared/types'
import { FieldProblem } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import type { DishSectionProps } from '../utils/dish-draft'
import styles from './menu-editor.module.css'

const label = (allergen: string) =>
  `${allergen.charAt(0).toUpperCase()}${allergen.slice(1)}`

/** The 14 UK allergens as checkboxes: tick what the dish contains. */
export function AllergenChoices({
  idPrefix,
  draft,
  errors,
  onChange,
}: DishSectionProps) {
  const errorId = `${idPrefix}-allergens-error`
  return (
    <fieldset
      className={styles.group}
      aria-describedby={errors.allergens ? errorId : undefined}
      data-invalid={errors.allergens ? true : undefined}
    >
      <legend>Allergens</legend>
      <div className={styles.ticks}>
        {UK_ALLERGENS.map((allergen) => (
          <label key={allergen} className={ui.choice}>
            <input
              type="checkbox"
              checked={draft.allergens.includes(allergen)}
              onChange={(event) =>
                onChange({
                  allergens: event.target.checked
                    ? [...draft.allergens, allergen]
                    : draft.allergens.filter((a) => a !== allergen),
                })
              }
            />
            {label(allergen)}
          </label>
        ))}
      </div>
      <FieldProblem id={errorId} text={errors.allergens} />
    </fieldset>
  )
}
