import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { DomainError } from '../../errors'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * An onRequest hook admitting only `Authorization: Bearer <STAFF_TOKEN>`. Both sides are
 * hashed first so the comparison takes the same time whatever the length of the guess.
 * A customer's token is just another wrong token here.
 */
export function requireStaff(staffToken: string) {
  const expected = digest(staffToken)
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    if (!token || !timingSafeEqual(digest(token), expected)) {
      throw new DomainError(
        401,
        'STAFF_UNAUTHORIZED',
        'This needs the staff token.',
      )
    }
  }
}
