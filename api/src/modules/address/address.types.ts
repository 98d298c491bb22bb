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
