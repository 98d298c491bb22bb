import type { PrinterPayload, PrintingSettings } from '@food/shared/types'
import { VALIDATION_MESSAGES } from '@food/shared/validation'
import { type FormEvent, useState } from 'react'
import { FieldFrame, TextField, useDescribedBy } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import type { VersionedEdit } from '../hooks/use-versioned-edit'
import {
  type PrinterForm as Form,
  printerFieldErrors,
  toPrinterForm,
} from '../utils/printer-form'
import { SaveBar } from './save-bar'

type Props = {
  initial: PrintingSettings
  edit: VersionedEdit<PrintingSettings, PrinterPayload>
}

/**
 * Where the kitchen printer is (the address on its self-test slip) and which model it is;
 * a refused save keeps what was typed and shows why at the field.
 */
export function PrinterForm({ initial, edit }: Props) {
  const [form, setForm] = useState<Form>(() => toPrinterForm(initial))
  const errors = printerFieldErrors(edit.error)
  const hasFieldErrors = Object.keys(errors).length > 0
  const model = useDescribedBy({ error: errors.model })

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    edit.save(form)
  }

  return (
    <form className={ui.form} onSubmit={handleSubmit} noValidate>
      <TextField
        name="address"
        label="Printer’s address"
        hint="The IP address on the printer’s self-test slip, like 192.168.1.50 (add :9101 if it uses another port than 9100). Leave it empty to print tickets from the tablet’s browser."
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        value={form.address}
        error={errors.address}
        onChange={(event) =>
          setForm((current) => ({ ...current, address: event.target.value }))
        }
      />
      <FieldFrame id={model.id} label="Model" error={errors.model}>
        <select
          {...model.control}
          name="model"
          className={ui.field}
          value={form.model}
          onChange={(event) =>
            setForm((current) => ({ ...current, model: event.target.value }))
          }
        >
          {initial.models.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <SaveBar
        label="Save the printer"
        isSaving={edit.isSaving}
        problem={hasFieldErrors ? VALIDATION_MESSAGES.addressFormInvalid : null}
        error={edit.error}
      />
    </form>
  )
}
