import { profile } from '@food/shared/wire'
import { z } from 'zod'

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
