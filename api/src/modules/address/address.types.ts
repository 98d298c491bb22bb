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
