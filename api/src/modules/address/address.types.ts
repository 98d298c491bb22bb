import type { OrderAddress } from '@food/shared/wire'

/**
 * An address that passed the form rules, ready to store (postcode normalised, label resolved).
 * addressLine2: '' for none; undefined (not sent): a new address has none, an update keeps its own.
 */
export type AddressInput = Omit<OrderAddress, 'addressLine2'> & {
  addressLine2: string | undefined
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
