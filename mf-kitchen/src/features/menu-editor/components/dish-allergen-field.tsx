import type { DishSectionProps } from '../utils/dish-draft'
import { AllergenChoices } from './allergen-choices'

/** The dish form's allergens section. */
export function DishAllergenField({
  idPrefix,
  draft,
  errors,
  onChange,
}: DishSectionProps) {
  return (
    <AllergenChoices
      idPrefix={idPrefix}
      allergens={draft.allergens}
      error={errors.allergens}
      onChange={(allergens) => onChange({ allergens })}
    />
  )
}
