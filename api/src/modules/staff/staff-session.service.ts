import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client'
import { ForbiddenError, UnauthorizedError } from '../../errors'
import {
  bearerToken,
  hashToken,
  type SessionService,
} from '../session/session.service'
import type { StaffMember } from './staff.types'
import { staffAccountRepository as accounts } from './staff-account.repository'

/** A tablet by the pass stays signed in for a fortnight of evenings. */
const STAFF_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000

class StaffSignInRequiredError extends UnauthorizedError {
  constructor() {
    super('Please sign in to the kitchen first.')
  }
}

/** Staff sessions: separate from customers' both ways (a customer's token here is a 403). */
export function createStaffSessionService(
  db: Db,
  customerSessions: Pick<SessionService, 'isLive'>,
  now: () => Date,
) {
  return {
    /** Resolves an `Authorization` header to its member; 401 without one, 403 for a customer's. */
    async authenticate(header: string | undefined): Promise<StaffMember> {
      const token = bearerToken(header)
      if (!token) throw new StaffSignInRequiredError()
      const hash = hashToken(token)
      const member = await accounts.findMemberBySession(db, hash, now())
      if (member) return member
      if (await customerSessions.isLive(hash)) {
        throw new ForbiddenError(
          'CUSTOMER_SESSION',
          "This is the restaurant's staff area: a customer's login cannot open it.",
        )
      }
      throw new StaffSignInRequiredError()
    },

    async create(staffId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      const createdAt = now()
      await accounts.insertSession(db, {
        tokenHash: hashToken(token),
        staffId,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + STAFF_SESSION_TTL_MS),
      })
      return token
    },

    /** Signs this device out; the member's other devices stay signed in. */
    async end(header: string | undefined) {
      const token = bearerToken(header)
      if (token) await accounts.deleteSession(db, hashToken(token))
    },
  }
}

export type StaffSessionService = ReturnType<typeof createStaffSessionService>
