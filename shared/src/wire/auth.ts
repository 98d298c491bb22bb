import { VALIDATION_MESSAGES as M } from '../types/messages'
import { isPlainText } from '../validation/plain-text'
import {
  loginSchema,
  signupSchema,
  verifyOtpSchema,
} from '../validation/schemas'
import { z } from '../validation/zod'
import { profile } from './user'

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

// The replies: a code sent (customers' and staff's), a challenge to solve, a verified sign-in.

/** GET /user/otp-challenge: an ALTCHA challenge (altcha-lib's v2 format), signed by the API. */
export const challengeReply = z.object({
  status: z.literal(true),
  data: z.object({
    // Every field of altcha-lib's ChallengeParameters: the signature covers them all.
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z
        .record(
          z.string(),
          z.union([z.string(), z.number(), z.boolean(), z.null()]),
        )
        .optional(),
    }),
    signature: z.string().optional(),
  }),
})

const otpSent = z.object({
  mobile: z.string().describe('10 digits, without the leading 0'),
  resendAfterSeconds: z
    .number()
    .int()
    .describe('Seconds before another code may be requested'),
  expiresInSeconds: z.number().int().describe('Seconds the code stays valid'),
})

/** POST /user/signup, /user/login and /staff/login: a code was texted. */
export const otpSentReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: otpSent,
})

/** POST /user/verify-otp: the session's bearer token and the customer it belongs to. */
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

export type OtpSentReply = z.infer<typeof otpSentReply>
export type ChallengeReply = z.infer<typeof challengeReply>
export type VerifyOtpReply = z.infer<typeof verifyOtpReply>
