import type { AddressPayload } from '@food/shared/api'
import { useSaveAddress } from '@food/shared/query'
import { showPopup } from '@food/shared/store'
import {
  type Address,
  VALIDATION_MESSAGES as M,
  MESSAGES,
} from '@food/shared/types'
import { errorMessage } from '@food/shared/ui'
import {
  type AddressFormErrors,
  type AddressFormField,
  type AddressFormValues,
  addressLabelValue,
  addressToFormValues,
  validateAddressForm,
  validateAddressSubmit,
} from '@food/shared/validation'
import { useState } from 'react'
import { EMPTY_ADDRESS_FORM } from '../utils/empty-address-form'

/** Form order: the first invalid field in it gets the focus after a refused submit. */
const ADDRESS_FORM_FIELDS: AddressFormField[] = [
  'name',
  'addressLine1',
  'addressLine2',
  'city',
  'Phone',
  'postcode',
  'label',
  'customLabel',
]

type Touched = Partial<Record<AddressFormField, boolean>>

/**
 * Only fields the customer has left (or every field after a submit) show their message, so
 * nobody is told off for a field not yet typed. Text past the limit is said at once, while
 * typing: the customer sees where it stopped fitting.
 */
function visibleErrors(all: AddressFormErrors, touched: Touched) {
  const shown: AddressFormErrors = {}
  for (const field of ADDRESS_FORM_FIELDS) {
    const message = all[field]
    if (message && (touched[field] || message === M.addressTooLong)) {
      shown[field] = message
    }
  }
  return shown
}

function toPayload(values: AddressFormValues): AddressPayload {
  return {
    name: values.name.trim(),
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    city: values.city.trim(),
    Phone: values.Phone.trim(),
    postcode: values.postcode.trim(),
    label: addressLabelValue(values),
  }
}

const ALL_TOUCHED = Object.fromEntries(
  ADDRESS_FORM_FIELDS.map((field) => [field, true]),
) as Touched

/**
 * The add/edit address form: values, the messages to show, and a submit that
 * saves through the store. A failed save keeps every value typed.
 */
export function useAddressForm(
  address: Address | undefined,
  onSaved: (saved: Address) => void,
) {
  const isEdit = address !== undefined
  const [values, setValues] = useState(() =>
    address ? addressToFormValues(address) : EMPTY_ADDRESS_FORM,
  )
  const [touched, setTouched] = useState<Touched>({})
  const [submitMessage, setSubmitMessage] = useState<string | null>(null)
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  const save = useSaveAddress()
  const isSaving = save.isPending

  const allErrors = validateAddressForm(values)
  const canSave = Object.keys(allErrors).length === 0
  // The submit message goes away by itself once every field is right.
  const formMessage = (canSave ? null : submitMessage) ?? serverMessage

  const change = (field: AddressFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setServerMessage(null)
  }
  const blur = (field: AddressFormField) =>
    setTouched((current) =>
      current[field] ? current : { ...current, [field]: true },
    )

  /** Saves when valid; otherwise shows every message and returns the first bad field. */
  async function submit(): Promise<AddressFormField | null> {
    if (isSaving) return null
    const { errors, message } = validateAddressSubmit(values)
    if (message) {
      setTouched(ALL_TOUCHED)
      setSubmitMessage(message)
      return ADDRESS_FORM_FIELDS.find((field) => errors[field]) ?? null
    }
    try {
      const saved = (
        await save.mutateAsync({
          address: toPayload(values),
          id: address?.address_id,
        })
      ).saved
      showPopup({
        type: 'success',
        title: MESSAGES.successTitle,
        message: isEdit ? MESSAGES.addressUpdated : MESSAGES.addressAdded,
      })
      onSaved(saved)
    } catch (error) {
      const fallback = isEdit
        ? MESSAGES.updateAddressPopupFailed
        : MESSAGES.addAddressPopupFailed
      showPopup({
        type: 'error',
        title: MESSAGES.errorTitle,
        message: fallback,
      })
      setServerMessage(errorMessage(error, fallback))
    }
    return null
  }

  return {
    isEdit,
    values,
    errors: visibleErrors(allErrors, touched),
    canSave,
    isSaving,
    formMessage,
    change,
    blur,
    submit,
  }
}

export type AddressForm = ReturnType<typeof useAddressForm>
