import type { Address } from '@food/shared/types'
import type { AddressFormField } from '@food/shared/validation'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { useAddressForm } from '../hooks/use-address-form'
import styles from './address-form.module.css'
import { AddressLabelField } from './address-label-field'
import { AddressTextField } from './address-text-field'

type TextField = Exclude<AddressFormField, 'label' | 'customLabel'>

const TEXT_FIELDS: {
  field: TextField
  label: string
  autoComplete: string
  type?: 'tel'
  inputMode?: 'tel'
  autoCapitalize?: 'characters'
}[] = [
  { field: 'name', label: 'Name', autoComplete: 'name' },
  { field: 'addressLine1', label: 'Address', autoComplete: 'address-line1' },
  {
    field: 'addressLine2',
    label: 'Flat, building (optional)',
    autoComplete: 'address-line2',
  },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  {
    field: 'Phone',
    label: 'Phone',
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
  },
  {
    field: 'postcode',
    label: 'Postcode',
    autoComplete: 'postal-code',
    autoCapitalize: 'characters',
  },
]

type Props = {
  /** The address to edit; a new one when absent. */
  address?: Address
  /** Saved (with the saved address) or cancelled. */
  onDone: (saved?: Address) => void
}

/** Adds or edits an address with the SPEC section 5 rules shown field by field. */
export function AddressForm({ address, onDone }: Props) {
  const form = useAddressForm(address, onDone)
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const titleId = `${id}-title`
  const messageId = `${id}-message`
  const isSaveDisabled = !form.canSave || form.isSaving

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus()
  }, [])

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const firstInvalid = await form.submit()
    const input =
      firstInvalid && formRef.current?.elements.namedItem(firstInvalid)
    if (input instanceof HTMLElement) input.focus()
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-labelledby={titleId}
      noValidate
      onSubmit={handleSubmit}
    >
      <h3 id={titleId} className={styles.title}>
        {form.isEdit ? 'Edit address' : 'Add address'}
      </h3>
      {TEXT_FIELDS.map(({ field, ...inputProps }) => (
        <AddressTextField
          key={field}
          {...inputProps}
          id={`${id}-${field}`}
          name={field}
          value={form.values[field]}
          error={form.errors[field]}
          onChange={(value) => form.change(field, value)}
          onBlur={() => form.blur(field)}
        />
      ))}
      <AddressLabelField id={id} form={form} />
      {form.formMessage && (
        <p id={messageId} role="alert" className={styles.formMessage}>
          {form.formMessage}
        </p>
      )}
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a click still explains what is missing. */}
        <button
          type="submit"
          className={styles.save}
          aria-disabled={isSaveDisabled}
          aria-describedby={form.formMessage ? messageId : undefined}
          aria-busy={form.isSaving}
        >
          {form.isSaving ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          className={styles.cancel}
          onClick={() => onDone()}
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
