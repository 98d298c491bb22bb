import { createHash } from 'node:crypto'
import { UnauthorizedError } from '../../errors'
import type { SessionRepository } from './session.repository'
import type { SessionUser } from './session.types'

/** Only hashes are stored, so a leaked sessions table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function createSessionService(repository: SessionRepository) {
  return {
    /** Resolves an `Authorization` header to its user, or throws 401. */
    async authenticate(
      authorization: string | undefined,
    ): Promise<SessionUser> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
      const token = match?.[1]
      if (!token) throw new UnauthorizedError()
      const user = await repository.findUserByTokenHash(hashToken(token))
      if (!user) throw new UnauthorizedError()
      return user
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
