import type { OrderAddress } from '../types/order'

/**
 * What every saved or delivered address has to show (Address and OrderAddress alike). The
 * second line is optional here too: a reply from an API older than it has none.
 */
export type AddressText = Pick<
  OrderAddress,
  'name' | 'addressLine1' | 'city' | 'postcode' | 'Phone'
> & { addressLine2?: string }

/**
 * An address as the lines of an envelope: name, street, flat or building, "city postcode"
 * and, when asked for, the phone. Empty parts are left out, so no line is blank. The checkout, the confirmation,
 * the address card, /orders and the kitchen's card and ticket all show an address this way.
 */
export function addressLines(
  address: AddressText,
  { withPhone = false }: { withPhone?: boolean } = {},
): string[] {
  return [
    address.name,
    address.addressLine1,
    address.addressLine2 ?? '',
    `${address.city} ${address.postcode}`,
    withPhone ? address.Phone : '',
  ]
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The address on one line: "Aoife Murphy, 12 Ormeau Road, Belfast BT7 2FY". */
export function formatAddress(address: AddressText): string {
  return addressLines(address).join(', ')
}
