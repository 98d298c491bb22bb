import { z } from '../validation/zod'

/**
 * The fields every address has, saved or delivered to: an order keeps a copy of them as they
 * were when it was placed, so later edits do not rewrite history.
 */
export const addressFields = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().describe('Flat, building; empty when none'),
  city: z.string(),
  postcode: z.string().describe('Normalised, e.g. "BT7 2FY"'),
  Phone: z.string(),
  label: z.string().describe('home, work, or the customer’s own text'),
})

/** A customer's saved address, as GET /user/address/get lists it. */
const savedAddress = z
  .object({
    address_id: z.string(),
    _id: z.string().describe('The same id as address_id'),
    ...addressFields.shape,
    is_primary: z
      .boolean()
      .describe('Exactly one address is primary while any exist'),
  })
  .meta({ id: 'Address' })

const addressList = z
  .array(savedAddress)
  .describe('The customer’s addresses, oldest first')

/** GET /user/address/get: the list twice, as `data` and as `addresses`. */
export const addressListReply = z.object({
  status: z.literal(true),
  data: addressList,
  addresses: addressList.describe('The same list as data'),
})

/** POST /user/address/add and /client/address/update: the address as saved. */
export const addressReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: savedAddress,
})

/** POST /client/address/del and /client/address/set_primary: the addresses after the change. */
export const addressChangeReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: addressList,
})

/** Where a delivery went (an order's copy of the address). */
export type OrderAddress = z.infer<typeof addressFields>
/** A saved delivery address; `label` is home, work or the customer's own text. */
export type Address = z.infer<typeof savedAddress>
