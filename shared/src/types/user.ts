/** The logged-in customer. */
export type User = {
  name: string
  email: string
  mobile: string
}

export type AddressLabel = 'home' | 'work' | 'others'

/** A saved delivery address; `label` is home, work or the customer's own text. */
export type Address = {
  address_id: string
  _id: string
  name: string
  addressLine1: string
  /** Flat, building: optional, empty when the customer gave none. */
  addressLine2: string
  city: string
  postcode: string
  Phone: string
  label: string
  is_primary: boolean
}
