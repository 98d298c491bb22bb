import { addCategory } from '@food/shared/api'
import { MENU_NAME_MAX_LENGTH, VALIDATION_MESSAGES } from '@food/shared/types'
import { type FormEvent, useId, useRef, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { useFormFocus } from '../hooks/use-form-focus'
import { useSaveForm } from '../hooks/use-save-form'
import { FormAlert } from './form-alert'
import styles from './menu-editor.module.css'
import { TextField } from './text-field'

const fieldOf = ([field]: string[]) => (field === 'name' ? 'name' : null)

/** Adds a category at the end, hidden until it is switched on. */
export function AddCategoryForm() {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [name, setName] = useState('')
  const form = useSaveForm({
    version: 0,
    send: (payload: string) => addCategory(payload),
    fieldOf,
    onReloaded: () => null,
    onSaved: () => setName(''),
  })
  // Only after a refusal: this form is on the page, not opened by a tap.
  useFormFocus(formRef, { ...form, isFocusedOnOpen: false })

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
    <form
      ref={formRef}
      className={ui.formPanel}
      noValidate
      onSubmit={handleSubmit}
    >
      <h3 className={styles.itemName}>Add a category</h3>
      <TextField
        id={`${id}-name`}
        label="New category name"
        value={name}
        maxLength={MENU_NAME_MAX_LENGTH}
        hint="It is added at the end, hidden: switch it on when its dishes are ready."
        error={form.problems.fields.name}
        onChange={setName}
      />
      <FormAlert
        problems={form.problems}
        note={form.note}
        isReloading={form.isReloading}
        onReload={form.reload}
      />
      <div className={ui.row}>
        <button
          type="submit"
          className={`${ui.button} ${ui.primary}`}
          aria-disabled={form.isBusy}
        >
          {form.isBusy ? 'Adding…' : 'Add category'}
        </button>
      </div>
    </form>
  )
}
