import { PhotoPicker } from '../../../lib/photo-picker'
import type { DishSectionProps } from '../utils/dish-draft'

/** The dish's photo, shown on its menu card: uploaded when chosen, saved with the dish. */
export function DishPhotoField({
  idPrefix,
  draft,
  errors,
  onChange,
}: DishSectionProps) {
  return (
    <PhotoPicker
      id={`${idPrefix}-photo`}
      label="Photo"
      photo={draft.photo}
      error={errors.photo}
      onChange={(photo) => onChange({ photo })}
    />
  )
}
