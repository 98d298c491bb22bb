import { createHash, randomBytes } from 'node:crypto'
import { ForbiddenError, UnauthorizedError } from '../../errors'
import type { SessionRepository } from './session.repository'
import type { SessionUser } from './session.types'

/** How long a token works after the login that made it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** Only hashes are stored, so a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null
}

export function createSessionService(
  repository: SessionRepository,
  now: () => Date = () => new Date(),
) {
  return {
    /** Resolves an `Authorization` header to its user, or throws 401. */
    async authenticate(
      authorization: string | undefined,
    ): Promise<SessionUser> {
      const token = bearerToken(authorization)
      if (!token) throw new UnauthorizedError()
      const hash = hashToken(token)
      const user = await repository.findUserByTokenHash(hash, now())
      if (user) return user
      // A 401 would make the site forget a login; a staff session simply has no account here.
      if (await repository.isStaffSession(hash, now())) {
        throw new ForbiddenError(
          'STAFF_SESSION',
          "A kitchen login cannot use a customer's account. Sign in as a customer.",
        )
      }
      throw new UnauthorizedError()
    },

    /**
     * A new opaque token (256 random bits) for every login. Earlier tokens keep working until
     * they expire, so logging in on a second device does not log out the first.
     */
    async createSession(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      const createdAt = now()
      await repository.deleteExpired(userId, createdAt)
      await repository.insert({
        tokenHash: hashToken(token),
        userId,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SESSION_TTL_MS),
      })
      return token
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
