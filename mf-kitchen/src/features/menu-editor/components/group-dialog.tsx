import {
  type EditableAddonGroup,
  MENU_NAME_MAX_LENGTH,
} from '@food/shared/types'
import { type FormEvent, useId, useRef } from 'react'
import { Dialog } from '../../../lib/dialog'
import { DialogButtons } from '../../../lib/dialog-buttons'
import ui from '../../../lib/ui.module.css'
import { useFormFocus } from '../hooks/use-form-focus'
import { useGroupForm } from '../hooks/use-group-form'
import { usedByText } from '../utils/rule-summary'
import { FormAlert } from './form-alert'
import { GroupRuleFields } from './group-rule-fields'
import { OptionRows } from './option-rows'
import { TextField } from './text-field'

type Props = {
  /** null: a new group. */
  group: EditableAddonGroup | null
  onClose: () => void
}

/** Adds or edits an add-on group: its name, its rule and its options. */
export function GroupDialog({ group, onClose }: Props) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const { draft, form, change, save } = useGroupForm(group, onClose)
  const errors = form.problems.fields
  useFormFocus(formRef, form)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.isBusy) save()
  }

  return (
    <Dialog
      title={group ? `Edit ${group.name}` : 'New add-on group'}
      onClose={onClose}
    >
      <form
        ref={formRef}
        className={ui.form}
        noValidate
        onSubmit={handleSubmit}
      >
        {group && group.usedBy > 0 && (
          <p className={ui.error}>
            {usedByText(group.usedBy)}: a change here changes all of them.
          </p>
        )}
        <TextField
          id={`${id}-name`}
          label="Group name"
          value={draft.name}
          maxLength={MENU_NAME_MAX_LENGTH}
          error={errors.name}
          onChange={(name) => change({ name })}
        />
        <GroupRuleFields
          idPrefix={id}
          rule={draft.rule}
          error={errors.rule}
          onChange={(rule) => change({ rule })}
        />
        <OptionRows
          idPrefix={id}
          options={draft.options}
          errors={errors}
          onChange={(options) => change({ options })}
        />
        <FormAlert
          problems={form.problems}
          note={form.note}
          isReloading={form.isReloading}
          onReload={form.reload}
        />
        <DialogButtons
          submitLabel={
            form.isBusy ? 'Saving…' : group ? 'Save group' : 'Add group'
          }
          isBusy={form.isBusy}
          onBack={onClose}
        />
      </form>
    </Dialog>
  )
}
