import ui from '../../../lib/ui.module.css'
import type { DishSectionProps } from '../utils/dish-draft'
import styles from './menu-editor.module.css'
import { TextField } from './text-field'

/** The price in pounds (sent in pence) and whether the dish is vegetarian. */
export function DishPriceFields({
  idPrefix,
  draft,
  errors,
  onChange,
}: DishSectionProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-price`}
        label="Price (£)"
        value={draft.price}
        isMoney
        className={styles.price}
        hint="Pounds and pence, like 12.95."
        error={errors.price}
        onChange={(price) => onChange({ price })}
      />
      <label className={ui.choice}>
        <input
          type="checkbox"
          checked={draft.isVeg}
          onChange={(event) => onChange({ isVeg: event.target.checked })}
        />
        Vegetarian
      </label>
    </>
  )
}
