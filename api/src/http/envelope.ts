import { ERROR_CODES } from '@food/shared/types'
import { z } from 'zod'

/** The failure envelope every 4xx/5xx reply carries (ARCHITECTURE.md, API contract). */
export const errorReply = z
  .object({
    status: z.literal(false),
    message: z.string(),
    /** One of the shared ERROR_CODES, so a new code is added there first. */
    code: z.enum(ERROR_CODES),
  })
  .meta({ id: 'ErrorReply' })

export type ErrorReply = z.infer<typeof errorReply>

/** A refusal that lifts by itself (429, 503): it also says when to try again. */
export const retryLaterReply = errorReply
  .extend({ retryAfterSeconds: z.number().int().min(0) })
  .meta({ id: 'RetryLaterReply' })

/** Response map entries for the failures a route documents. */
export const failures = {
  badRequest: { 400: errorReply },
  unauthorized: { 401: errorReply },
  forbidden: { 403: errorReply },
  notFound: { 404: errorReply },
}
