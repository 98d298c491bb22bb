import { createHash, randomBytes } from 'node:crypto'
import { UnauthorizedError } from '../../errors'
import type { SessionRepository } from './session.repository'
import type { SessionUser } from './session.types'

/** How long a token works after the login that made it. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** Only hashes are stored, so a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
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
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
      const token = match?.[1]
      if (!token) throw new UnauthorizedError()
      const user = await repository.findUserByTokenHash(hashToken(token), now())
      if (!user) throw new UnauthorizedError()
      return user
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
