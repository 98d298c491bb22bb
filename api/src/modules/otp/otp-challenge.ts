import {
  type Challenge,
  createChallenge,
  randomInt,
  verifySolution,
} from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { z } from 'zod'

/** How long a challenge may be solved and used; checked by altcha-lib on the wall clock. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000

export type ChallengeOptions = {
  /** HMAC key the challenges are signed with (ALTCHA_HMAC_KEY). */
  hmacKey: string
  /** The work: the answer is a random counter up to this (ALTCHA_MAX_NUMBER). */
  maxNumber: number
}

/** A correct solution of one of our challenges: its signed nonce, and when it expires. */
export type SolvedChallenge = { id: string; expiresAt: Date }

// What the altcha widget submits, base64 of JSON: the challenge it was given and its answer.
// The shape is checked before altcha-lib sees it, so no stranger input can reach it.
const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is covered by the signature, whatever altcha-lib adds.
    parameters: z.looseObject({
      algorithm: z.literal('SHA-256'),
      nonce: z.string().max(64),
      salt: z.string().max(64),
      cost: z.number().int().min(1).max(1),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: z.string().max(128),
      expiresAt: z.number(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(128),
    time: z.number().optional(),
  }),
})

function parsePayload(base64: string) {
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(base64, 'base64').toString('utf8')),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Self-hosted ALTCHA proof-of-work challenges (altcha-lib): a browser spends a moment of
 * work on one, a pump sending thousands of codes would spend hours.
 */
export function createChallenges({ hmacKey, maxNumber }: ChallengeOptions) {
  return {
    issue: (): Promise<Challenge> =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      }),

    /** The challenge `payload` solves, or null if it is forged, wrong or expired. */
    async check(payload: string): Promise<SolvedChallenge | null> {
      const parsed = parsePayload(payload)
      if (!parsed) return null
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      })
      if (!result.verified) return null
      const { nonce, expiresAt } = parsed.challenge.parameters
      return { id: nonce, expiresAt: new Date(expiresAt * 1000) }
    },
  }
}

export type Challenges = ReturnType<typeof createChallenges>
