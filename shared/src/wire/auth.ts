import { VALIDATION_MESSAGES as M } from '../types/messages'
import { isPlainText } from '../validation/plain-text'
import {
  loginSchema,
  signupSchema,
  verifyOtpSchema,
} from '../validation/schemas'
import { z } from '../validation/zod'

// The sign-in bodies are the forms' own rules (SPEC section 5, validation/schemas.ts), so the
// API answers with the texts the forms show. Only the control-character rule is the API's: no
// form can type one, and PostgreSQL text cannot hold a NUL. Such input gets the field's text.
const printable = (message: string) => z.string().refine(isPlainText, message)

/** Sent again after a 428 CHALLENGE_REQUIRED: the altcha widget's solution. */
const altcha = z
  .string()
  .max(2000)
  .optional()
  .describe('A solved proof-of-work challenge (the altcha payload, base64)')

/** POST /user/signup: SPEC section 5 rules with their texts; mobile comes out as 10 digits. */
export const signupBody = z.object({
  name: printable(M.name).pipe(signupSchema.shape.name),
  email: printable(M.email).pipe(signupSchema.shape.email),
  mobile: signupSchema.shape.mobile,
  altcha,
})

/** POST /user/login: a registered mobile to send a code to. */
export const loginBody = loginSchema.extend({ altcha })

/** POST /user/verify-otp: the mobile and the code it was sent. */
export const verifyOtpBody = verifyOtpSchema

/** The sign-up form's fields as sent; `mobile` is 10 digits without the leading 0. */
export type SignupBody = z.input<typeof signupBody>
export type LoginBody = z.input<typeof loginBody>
export type VerifyOtpBody = z.input<typeof verifyOtpBody>
