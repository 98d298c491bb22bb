import type { Address } from '@food/shared/types'
import type { AddressRow } from './address.types'

/** A stored address in the reply's shape, with the id under both names the client reads. */
export const toAddressView = (row: AddressRow): Address => ({
  address_id: row.id,
  _id: row.id,
  name: row.name,
  addressLine1: row.address_line1,
  addressLine2: row.address_line2,
  city: row.city,
  postcode: row.postcode,
  Phone: row.phone,
  label: row.label,
  is_primary: row.is_primary,
})
