/** An address that passed the form rules, ready to store. */
export type AddressInput = {
  name: string
  addressLine1: string
  /** Flat, building; '' for none. Undefined (not sent): a new address has none, an update keeps its own. */
  addressLine2: string | undefined
  city: string
  /** Normalised: 'BT7 2FY'. */
  postcode: string
  Phone: string
  /** home, work, or the customer's own text. */
  label: string
}

/** An address as stored (address.repository.ts); the service shapes it for replies. */
export type AddressRow = {
  id: string
  name: string
  address_line1: string
  address_line2: string
  city: string
  postcode: string
  phone: string
  label: string
  is_primary: boolean
}
