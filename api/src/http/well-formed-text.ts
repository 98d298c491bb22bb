import type { FastifyInstance } from 'fastify'
import { BadRequestError } from '../errors'

// A lone half of a UTF-16 surrogate pair ("\ud800" in JSON) is valid JSON but no character:
// PostgreSQL cannot store it in UTF-8 and would fail the request with a 500.
const LONE_SURROGATE = /\p{Cs}/u

function hasIllFormedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value)
  if (depth > 20 || value === null || typeof value !== 'object') return false
  // Bytes (a photo's body) are not text; walking a 15 MB Buffer's indices took 96 s of CPU.
  if (ArrayBuffer.isView(value)) return false
  return Object.entries(value).some(
    ([key, item]) =>
      LONE_SURROGATE.test(key) || hasIllFormedText(item, depth + 1),
  )
}

/** Refuses, before any route's rules, a body, query or path holding text that is not text. */
export function refuseIllFormedText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      hasIllFormedText(request.body) ||
      hasIllFormedText(request.query) ||
      hasIllFormedText(request.params)
    ) {
      throw new BadRequestError(
        'The request holds text that is not valid Unicode.',
        'VALIDATION_ERROR',
      )
    }
  })
}
