import {
  DISH_DESCRIPTION_MAX_LENGTH,
  MENU_NAME_MAX_LENGTH,
} from '@food/shared/types'
import type { DishSectionProps } from '../utils/dish-draft'
import { TextField } from './text-field'

/** The dish's name and its description, with the description's count. */
export function DishTextFields({
  idPrefix,
  draft,
  errors,
  onChange,
}: DishSectionProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        value={draft.name}
        maxLength={MENU_NAME_MAX_LENGTH}
        error={errors.name}
        onChange={(name) => onChange({ name })}
      />
      <TextField
        id={`${idPrefix}-description`}
        label="Description"
        rows={3}
        value={draft.description}
        maxLength={DISH_DESCRIPTION_MAX_LENGTH}
        isCounted
        error={errors.description}
        onChange={(description) => onChange({ description })}
      />
    </>
  )
}
