import type { JsonReply } from '@food/shared/testing/server'
import type { Address } from '@food/shared/types'

/** A saved address as the API returns it. */
export function savedAddress(overrides: Partial<Address> = {}): Address {
  const id = overrides.address_id ?? 'addr-1'
  return {
    name: 'Aoife Kelly',
    addressLine1: '12 Lisburn Road',
    addressLine2: '',
    city: 'Belfast',
    postcode: 'BT9 6AA',
    Phone: '07911123456',
    label: 'home',
    is_primary: false,
    ...overrides,
    address_id: id,
    _id: id,
  }
}

/** The reply of the address list, delete and set-primary calls. */
export const addressList = (addresses: Address[]): JsonReply => ({
  body: { status: true, data: addresses, addresses },
})

/** Two addresses: the primary Home one and a Work one. */
export const HOME = savedAddress({ is_primary: true })
export const WORK = savedAddress({
  address_id: 'addr-2',
  label: 'work',
  addressLine1: '1 Donegall Square',
  postcode: 'BT1 5GS',
})
