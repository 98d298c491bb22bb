/** An address that passed the form rules, ready to store. */
export type AddressInput = {
  name: string
  addressLine1: string
  city: string
  /** Normalised: 'BT7 2FY'. */
  postcode: string
  Phone: string
  /** home, work, or the customer's own text. */
  label: string
}
