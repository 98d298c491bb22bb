import { savedAddress } from '@food/shared/wire'
import { z } from 'zod'

/** Saved addresses one customer may keep. */
export const MAX_ADDRESSES = 20

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
