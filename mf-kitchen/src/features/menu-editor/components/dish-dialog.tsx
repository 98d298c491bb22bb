import type { EditableDish, EditableMenu } from '@food/shared/types'
import { type FormEvent, useId, useRef } from 'react'
import { Dialog } from '../../../lib/dialog'
import { DialogButtons } from '../../../lib/dialog-buttons'
import ui from '../../../lib/ui.module.css'
import { useIsPhotoUploading } from '../../../lib/use-photo-upload'
import { useDishForm } from '../hooks/use-dish-form'
import { useFormFocus } from '../hooks/use-form-focus'
import { AddonGroupChoices } from './addon-group-choices'
import { DishAllergenField } from './dish-allergen-field'
import { DishCategoryField } from './dish-category-field'
import { DishPhotoField } from './dish-photo-field'
import { DishPriceFields } from './dish-price-fields'
import { DishTextFields } from './dish-text-fields'
import { FormAlert } from './form-alert'

// The form's sections in order, each given the same props.
const SECTIONS = [
  { key: 'text', Section: DishTextFields },
  { key: 'photo', Section: DishPhotoField },
  { key: 'price', Section: DishPriceFields },
  { key: 'allergens', Section: DishAllergenField },
  { key: 'groups', Section: AddonGroupChoices },
  { key: 'category', Section: DishCategoryField },
]

type Props = {
  /** null: a new dish in `categoryId`. */
  dish: EditableDish | null
  categoryId: string
  menu: EditableMenu
  onClose: () => void
}

/** Adds or edits a dish; nothing typed is lost on a refusal. */
export function DishDialog({ dish, categoryId, menu, onClose }: Props) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const { draft, form, change, save } = useDishForm(dish, categoryId, onClose)
  // A photo on its way up is not in the draft yet: the save waits for it.
  const isUploading = useIsPhotoUploading()
  useFormFocus(formRef, form)
  const category = menu.categories.find((c) => c.id === categoryId)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.isBusy && !isUploading) save()
  }

  return (
    <Dialog
      title={dish ? `Edit ${dish.name}` : `New dish in ${category?.name ?? ''}`}
      onClose={onClose}
    >
      <form
        ref={formRef}
        className={ui.form}
        noValidate
        onSubmit={handleSubmit}
      >
        {SECTIONS.map(({ key, Section }) => (
          <Section
            key={key}
            idPrefix={id}
            draft={draft}
            errors={form.problems.fields}
            menu={menu}
            onChange={change}
          />
        ))}
        <FormAlert
          problems={form.problems}
          note={form.note}
          isReloading={form.isReloading}
          onReload={form.reload}
        />
        <DialogButtons
          submitLabel={
            form.isBusy ? 'Saving…' : dish ? 'Save dish' : 'Add dish'
          }
          isBusy={form.isBusy || isUploading}
          onBack={onClose}
        />
      </form>
    </Dialog>
  )
}
