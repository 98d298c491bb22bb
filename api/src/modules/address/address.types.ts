import type { OrderAddress } from '@food/shared/wire'

/**
 * An address that passed the form rules, ready to store (postcode normalised, label resolved).
 * addressLine2: '' for none; undefined (not sent): a new address has none, an update keeps its own.
 */
export type AddressInput = Omit<OrderAddress, 'addressLine2'> & {
  addressLine2: string | undefined
}
