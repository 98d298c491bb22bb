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
export const savedAddress = z
  .object({
    address_id: z.string(),
    _id: z.string().describe('The same id as address_id'),
    ...addressFields.shape,
    is_primary: z
      .boolean()
      .describe('Exactly one address is primary while any exist'),
  })
  .meta({ id: 'Address' })

/** Where a delivery went (an order's copy of the address). */
export type OrderAddress = z.infer<typeof addressFields>
/** A saved delivery address; `label` is home, work or the customer's own text. */
export type Address = z.infer<typeof savedAddress>
