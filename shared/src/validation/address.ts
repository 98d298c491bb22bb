import {
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_LABELS,
  CUSTOM_LABEL_MAX_LENGTH,
} from '../types/constants'
import { VALIDATION_MESSAGES } from '../types/messages'
import type { Address, AddressLabel } from '../types/user'
import type { OrderAddress } from '../wire/address'
import { isValidPhone } from './phone'
import { validatePostcode } from './postcode'

/**
 * What the address form edits: the address's fields (addressLine2, flat or building, is the one
 * optional one) with label as a choice; `customLabel` is used when label is 'others'.
 */
export type AddressFormValues = Omit<OrderAddress, 'label'> & {
  label: AddressLabel
  customLabel: string
}

export type AddressFormField = keyof AddressFormValues
export type AddressFormErrors = Partial<Record<AddressFormField, string>>

const M = VALIDATION_MESSAGES

function required(value: string, message: string): string | null {
  if (!value.trim()) return message
  return value.length > ADDRESS_FIELD_MAX_LENGTH ? M.addressTooLong : null
}

/** An optional field: only its length is checked. */
function optional(value: string): string | null {
  return value.length > ADDRESS_FIELD_MAX_LENGTH ? M.addressTooLong : null
}

function validateCustomLabel(values: AddressFormValues): string | null {
  if (values.label !== 'others') return null
  if (!values.customLabel.trim()) return M.customLabelRequired
  return values.customLabel.length > CUSTOM_LABEL_MAX_LENGTH
    ? M.addressTooLong
    : null
}

/** The message for one field, or null when it is fine. */
export function validateAddressField(
  field: AddressFormField,
  values: AddressFormValues,
): string | null {
  switch (field) {
    case 'name':
      return required(values.name, M.addressName)
    case 'addressLine1':
      return required(values.addressLine1, M.addressLine1)
    case 'addressLine2':
      return optional(values.addressLine2)
    case 'city':
      return required(values.city, M.addressCity)
    case 'Phone':
      return isValidPhone(values.Phone) ? null : M.addressPhone
    case 'postcode':
      return optional(values.postcode) ?? validatePostcode(values.postcode)
    case 'label':
      return ADDRESS_LABELS.includes(values.label)
        ? null
        : M.customLabelRequired
    case 'customLabel':
      return validateCustomLabel(values)
  }
}

const FIELDS: AddressFormField[] = [
  'name',
  'addressLine1',
  'addressLine2',
  'city',
  'Phone',
  'postcode',
  'label',
  'customLabel',
]

/** Every field's message; an empty object means the form is valid. */
export function validateAddressForm(
  values: AddressFormValues,
): AddressFormErrors {
  const errors: AddressFormErrors = {}
  for (const field of FIELDS) {
    const message = validateAddressField(field, values)
    if (message) errors[field] = message
  }
  return errors
}

/** Save stays disabled while a field is empty or any rule fails. */
export function canSaveAddress(values: AddressFormValues): boolean {
  return Object.keys(validateAddressForm(values)).length === 0
}

/** On submit: the field errors and, when there are any, the form-level message. */
export function validateAddressSubmit(values: AddressFormValues): {
  errors: AddressFormErrors
  message: string | null
} {
  const errors = validateAddressForm(values)
  const hasErrors = Object.keys(errors).length > 0
  return { errors, message: hasErrors ? M.addressFormInvalid : null }
}

/** The `label` to save: home, work, or the custom text for 'others'. */
export function addressLabelValue(values: AddressFormValues): string {
  return values.label === 'others' ? values.customLabel.trim() : values.label
}

/** Form values for editing a saved address (a custom label becomes 'others'). */
export function addressToFormValues(address: Address): AddressFormValues {
  const isPreset = address.label === 'home' || address.label === 'work'
  return {
    name: address.name,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    Phone: address.Phone,
    postcode: address.postcode,
    label: isPreset ? (address.label as AddressLabel) : 'others',
    customLabel: isPreset ? '' : address.label,
  }
}
