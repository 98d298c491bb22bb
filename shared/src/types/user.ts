/** The logged-in customer. */
export type User = {
  name: string
  email: string
  mobile: string
}

export type AddressLabel = 'home' | 'work' | 'others'

/** A saved delivery address, as the API's reply schema defines it. */
export type { Address } from '../wire/address'
