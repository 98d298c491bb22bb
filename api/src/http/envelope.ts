import { z } from 'zod'

/** The failure envelope every 4xx/5xx reply carries (ARCHITECTURE.md, API contract). */
export const errorReply = z
  .object({
    status: z.literal(false),
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'ErrorReply' })

export type ErrorReply = z.infer<typeof errorReply>

/** Response map entries for the failures a route documents. */
export const failures = {
  badRequest: { 400: errorReply },
  unauthorized: { 401: errorReply },
  notFound: { 404: errorReply },
}
