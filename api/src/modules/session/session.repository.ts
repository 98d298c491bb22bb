import type { Db } from '../../db/client'
import type { SessionUser } from './session.types'

export function createSessionRepository(db: Db) {
  return {
    async findUserByTokenHash(
      tokenHash: string,
      now: Date,
    ): Promise<SessionUser | null> {
      const [row] = await db.query<SessionUser>(
        `select u.id::text as id, u.name, u.email, u.mobile
           from sessions s join users u on u.id = s.user_id
          where s.token_hash = $1 and s.expires_at > $2`,
        [tokenHash, now],
      )
      return row ?? null
    },
    /** Whether the token is a live kitchen session (refused on customer endpoints with 403). */
    async isStaffSession(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db.query(
        `select 1 from staff_sessions s join staff_members m on m.id = s.staff_id
          where s.token_hash = $1 and s.expires_at > $2 and m.removed_at is null`,
        [tokenHash, now],
      )
      return rows.length > 0
    },
    async insert(session: {
      tokenHash: string
      userId: string
      createdAt: Date
      expiresAt: Date
    }) {
      await db.query(
        `insert into sessions (token_hash, user_id, created_at, expires_at)
         values ($1, $2::uuid, $3, $4)`,
        [
          session.tokenHash,
          session.userId,
          session.createdAt,
          session.expiresAt,
        ],
      )
    },
    /** Housekeeping at each login: a customer's expired sessions can never be used again. */
    async deleteExpired(userId: string, now: Date) {
      await db.query(
        'delete from sessions where user_id = $1::uuid and expires_at <= $2',
        [userId, now],
      )
    },
  }
}

export type SessionRepository = ReturnType<typeof createSessionRepository>
