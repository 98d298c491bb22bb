import type { Db } from '../../db/client'
import type { SessionUser } from './session.types'

export function createSessionRepository(db: Db) {
  return {
    async findUserByTokenHash(tokenHash: string): Promise<SessionUser | null> {
      const [row] = await db.query<SessionUser>(
        `select u.id::text as id, u.name, u.email, u.mobile
           from sessions s join users u on u.id = s.user_id
          where s.token_hash = $1 and s.expires_at > now()`,
        [tokenHash],
      )
      return row ?? null
    },
  }
}

export type SessionRepository = ReturnType<typeof createSessionRepository>
