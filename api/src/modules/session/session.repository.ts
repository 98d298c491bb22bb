import { type Db, type PreparedSql, prepared } from '../../db/client'
import type {
  LiveSession,
  SessionAlongside,
  SessionUser,
} from './session.types'

type LiveSessionRow = SessionUser & { last_used_at: Date; alongside?: unknown }

const liveSessionColumns =
  'u.id::text as id, u.name, u.email, u.mobile, s.last_used_at'
const liveSessionFrom = `from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.expires_at > $2`

/** Run for every customer request: prepared once per connection. */
const findLiveSession = prepared(
  'session_find_live',
  `select ${liveSessionColumns} ${liveSessionFrom}`,
)

function toLiveSession(row: LiveSessionRow | undefined) {
  if (!row) return null
  const { last_used_at, alongside, ...user } = row
  return { user, lastUsedAt: new Date(last_used_at), alongside }
}

/**
 * Customers' sessions. Every lookup reads the table: nothing is kept in memory, so a session
 * ended on one API instance is refused by every other at once. Each query takes the open
 * database handle first.
 */
export const sessionRepository = {
  async findLive(
    db: Db,
    tokenHash: string,
    now: Date,
  ): Promise<LiveSession | null> {
    const [row] = await db.query<LiveSessionRow>(findLiveSession, [
      tokenHash,
      now,
    ])
    return toLiveSession(row)
  },
  /** findLive's statement with another domain's read as the column `alongside`. */
  findLiveStatement: (read: SessionAlongside<unknown>): PreparedSql =>
    prepared(
      `session_find_live_with_${read.name}`,
      `select ${liveSessionColumns}, (${read.sql('u.id')}) as alongside
         ${liveSessionFrom}`,
    ),
  /** findLive, and the value of the read its statement (findLiveStatement) carries. */
  async findLiveAlongside(
    db: Db,
    statement: PreparedSql,
    tokenHash: string,
    now: Date,
  ): Promise<(LiveSession & { alongside: unknown }) | null> {
    const [row] = await db.query<LiveSessionRow>(statement, [tokenHash, now])
    return toLiveSession(row)
  },
  /** Whether the token is a live kitchen session (refused on customer endpoints with 403). */
  async isStaffSession(db: Db, tokenHash: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      `select 1 from staff_sessions s join staff_members m on m.id = s.staff_id
        where s.token_hash = $1 and s.expires_at > $2 and m.removed_at is null`,
      [tokenHash, now],
    )
    return rows.length > 0
  },
  async insert(
    db: Db,
    session: {
      tokenHash: string
      userId: string
      createdAt: Date
      expiresAt: Date
    },
  ) {
    await db.query(
      `insert into sessions (token_hash, user_id, created_at, last_used_at, expires_at)
       values ($1, $2::uuid, $3, $3, $4)`,
      [session.tokenHash, session.userId, session.createdAt, session.expiresAt],
    )
  },
  /**
   * Records a use and moves the end on, unless a use since `writtenBefore` was already
   * recorded: of requests arriving together, one writes and the rest change nothing.
   */
  async recordUse(
    db: Db,
    use: {
      tokenHash: string
      usedAt: Date
      expiresAt: Date
      writtenBefore: Date
    },
  ) {
    await db.query(
      `update sessions set last_used_at = $2, expires_at = $3
        where token_hash = $1 and last_used_at <= $4`,
      [use.tokenHash, use.usedAt, use.expiresAt, use.writtenBefore],
    )
  },
  async delete(db: Db, tokenHash: string) {
    await db.query('delete from sessions where token_hash = $1', [tokenHash])
  },
  /** Ends every session of the customer; how many of them were still live. */
  async deleteAllOf(db: Db, userId: string, now: Date): Promise<number> {
    const [row] = await db.query<{ live: number }>(
      `with ended as (
         delete from sessions where user_id = $1::uuid returning expires_at
       )
       select count(*) filter (where expires_at > $2)::int as live from ended`,
      [userId, now],
    )
    return row?.live ?? 0
  },
  /** Housekeeping at each login: a customer's expired sessions can never be used again. */
  async deleteExpired(db: Db, userId: string, now: Date) {
    await db.query(
      'delete from sessions where user_id = $1::uuid and expires_at <= $2',
      [userId, now],
    )
  },
}
