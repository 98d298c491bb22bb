import { ERROR_CODES } from '../types/error-codes'
import { z } from '../validation/zod'

/** The failure envelope every 4xx/5xx reply carries (ARCHITECTURE.md, API contract). */
export const errorReply = z
  .object({
    status: z.literal(false),
    message: z.string(),
    /** One of the shared ERROR_CODES, so a new code is added there first. */
    code: z.enum(ERROR_CODES),
  })
  .meta({ id: 'ErrorReply' })

/** A refusal that lifts by itself (429, 503): it also says when to try again. */
export const retryLaterReply = errorReply
  .extend({ retryAfterSeconds: z.number().int().min(0) })
  .meta({ id: 'RetryLaterReply' })

export type ErrorReply = z.infer<typeof errorReply>
export type RetryLaterReply = z.infer<typeof retryLaterReply>
