import type { AddressFormValues } from '@food/shared/validation'

/** A new address starts empty, labelled Home. */
export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  name: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  Phone: '',
  postcode: '',
  label: 'home',
  customLabel: '',
}
