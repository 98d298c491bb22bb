import { saveCategory } from '@food/shared/api'
import {
  type EditableCategory,
  MENU_NAME_MAX_LENGTH,
  VALIDATION_MESSAGES,
} from '@food/shared/types'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Dialog } from '../../../lib/dialog'
import { DialogButtons } from '../../../lib/dialog-buttons'
import ui from '../../../lib/ui.module.css'
import { useFormFocus } from '../hooks/use-form-focus'
import { useSaveForm } from '../hooks/use-save-form'
import { FormAlert } from './form-alert'
import { TextField } from './text-field'

type Props = { category: EditableCategory; onClose: () => void }

const fieldOf = ([field]: string[]) => (field === 'name' ? 'name' : null)

/** Renames a category; its state (Active or Hidden) stays as it is. */
export function RenameCategoryDialog({ category, onClose }: Props) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [name, setName] = useState(category.name)
  const form = useSaveForm({
    version: category.version,
    send: (payload: string, version) =>
      saveCategory(category.id, {
        name: payload,
        status: category.status,
        version,
      }),
    fieldOf,
    onReloaded: (menu) => {
      const stored = menu.categories.find((c) => c.id === category.id)
      return stored
        ? {
            version: stored.version,
            note: `Reloaded: it is saved as “${stored.name}” now. Your name is kept: Save to use it.`,
          }
        : null
    },
    onSaved: onClose,
  })
  useFormFocus(formRef, form)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (trimmed.length < 1 || trimmed.length > MENU_NAME_MAX_LENGTH) {
      form.refuse({ name: VALIDATION_MESSAGES.menuName })
      return
    }
    form.submit(trimmed)
  }

  return (
    <Dialog title={`Rename ${category.name}`} onClose={onClose}>
      <form
        ref={formRef}
        className={ui.form}
        noValidate
        onSubmit={handleSubmit}
      >
        <TextField
          id={`${id}-name`}
          label="Category name"
          value={name}
          maxLength={MENU_NAME_MAX_LENGTH}
          error={form.problems.fields.name}
          onChange={setName}
        />
        <FormAlert
          problems={form.problems}
          note={form.note}
          isReloading={form.isReloading}
          onReload={form.reload}
        />
        <DialogButtons
          submitLabel={form.isBusy ? 'Saving…' : 'Save name'}
          isBusy={form.isBusy}
          onBack={onClose}
        />
      </form>
    </Dialog>
  )
}
