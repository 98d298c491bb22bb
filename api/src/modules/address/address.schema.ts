import { savedAddress } from '@food/shared/wire'
import { z } from 'zod'
import { addressFieldsShape, readAddressFields } from './address-fields'

/** Saved addresses one customer may keep. */
export const MAX_ADDRESSES = 20

// Address ids are uuids, but any text is taken here: one that is not a uuid is answered like an
// unknown id (404), so a caller cannot tell a malformed id from someone else's.
const addressId = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform(String)
    .pipe(z.string().trim().min(1, `${field} is required`))
    .describe('The address_id (also _id) of one of the customer’s addresses')

export const addAddressBody = z
  .object(addressFieldsShape)
  .transform(readAddressFields)

export const updateAddressBody = z
  .object({ address_id: addressId('address_id'), ...addressFieldsShape })
  .transform(({ address_id, ...fields }, ctx) => ({
    address_id,
    address: readAddressFields(fields, ctx),
  }))

export const deleteAddressBody = z.object({
  address_id: addressId('address_id'),
})

export const setPrimaryBody = z.object({
  id: addressId('id'),
  is_primary: z
    .boolean({ error: 'is_primary must be true or false' })
    .describe(
      'true makes this the primary address; false is refused on the primary itself',
    ),
})

const addressList = z
  .array(savedAddress)
  .describe('The customer’s addresses, oldest first')

export const addressListReply = z.object({
  status: z.literal(true),
  data: addressList,
  addresses: addressList.describe('The same list as data'),
})

export const addressReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: savedAddress,
})

export const addressChangeReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: addressList,
})
