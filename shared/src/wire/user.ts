import { z } from '../validation/zod'

/** The signed-in customer, as GET /user/get-profile and a verified sign-in send them. */
export const profile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
})

/** GET /user/get-profile: the customer in `user` and again in `data`. */
export const profileReply = z.object({
  status: z.literal(true),
  user: profile,
  data: profile.describe('Same as user'),
})

/** POST /user/logout: this device is signed out. */
export const signedOutReply = z.object({
  status: z.literal(true),
  message: z.string().describe('You are signed out.'),
})

/** POST /user/logout-all: every session of the customer ended; the message says how many. */
export const signedOutEverywhereReply = z.object({
  status: z.literal(true),
  message: z.string().describe('e.g. Signed out on 3 devices.'),
  data: z.object({
    devices: z
      .number()
      .int()
      .describe('Sessions that were live, this one included'),
  }),
})

export type ProfileReply = z.infer<typeof profileReply>
export type SignedOutReply = z.infer<typeof signedOutReply>
export type SignedOutEverywhereReply = z.infer<typeof signedOutEverywhereReply>

/** The customer's choice of texts about their orders (sign-in codes always go). */
const orderTexts = z.object({
  orderTexts: z
    .boolean()
    .describe('Texts when an order is accepted, rejected, ready or on its way'),
})

/** POST /user/order-texts: turns the order texts on or off. */
export const orderTextsBody = orderTexts

/** GET and POST /user/order-texts: the choice as it now stands, and the number texts go to. */
export const orderTextsReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: orderTexts.extend({
    mobile: z.string().describe('The mobile order texts go to (10 digits)'),
  }),
})

export type OrderTextsReply = z.infer<typeof orderTextsReply>
