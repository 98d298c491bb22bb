import {
  isPlainText,
  loginSchema,
  VALIDATION_MESSAGES as M,
  signupSchema,
  verifyOtpSchema,
} from '@food/shared/validation'
import { z } from 'zod'
import { profile } from '../user/user.schema'

// The shared form rules, plus one the database needs: no control characters (a NUL cannot
// even be stored in PostgreSQL text). Such input fails with the field's own message.
const printable = (message: string) => z.string().refine(isPlainText, message)

/** POST /user/signup: SPEC section 5 rules with their texts; mobile comes out as 10 digits. */
export const signupBody = z.object({
  name: printable(M.name).pipe(signupSchema.shape.name),
  email: printable(M.email).pipe(signupSchema.shape.email),
  mobile: signupSchema.shape.mobile,
})

export const loginBody = loginSchema

export const verifyOtpBody = verifyOtpSchema

const otpSent = z.object({
  mobile: z.string().describe('10 digits, without the leading 0'),
  resendAfterSeconds: z
    .number()
    .int()
    .describe('Seconds before another code may be requested'),
  expiresInSeconds: z.number().int().describe('Seconds the code stays valid'),
})

export const otpSentReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: otpSent,
})

export const verifyOtpReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z
    .string()
    .describe(
      'Bearer token for Authorization, valid until it is signed out or 30 days unused',
    ),
  user: profile,
})
