import { type Allergen, UK_ALLERGENS } from '@food/shared/types'
import { FieldProblem } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import styles from './menu-editor.module.css'

/** "cereals containing gluten" as the owner reads it: "Cereals containing gluten". */
export const allergenLabel = (allergen: string) =>
  `${allergen.charAt(0).toUpperCase()}${allergen.slice(1)}`

type Props = {
  /** Makes the id of the refusal's text. */
  idPrefix: string
  allergens: readonly Allergen[]
  error?: string | undefined
  onChange: (allergens: Allergen[]) => void
}

/** The 14 UK allergens as checkboxes: tick what a dish or an add-on option contains. */
export function AllergenChoices({
  idPrefix,
  allergens,
  error,
  onChange,
}: Props) {
  const errorId = `${idPrefix}-allergens-error`
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend>Allergens</legend>
      <div className={styles.ticks}>
        {UK_ALLERGENS.map((allergen) => (
          <label key={allergen} className={ui.choice}>
            <input
              type="checkbox"
              checked={allergens.includes(allergen)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...allergens, allergen]
                    : allergens.filter((a) => a !== allergen),
                )
              }
            />
            {allergenLabel(allergen)}
          </label>
        ))}
      </div>
      <FieldProblem id={errorId} text={error} />
    </fieldset>
  )
}
