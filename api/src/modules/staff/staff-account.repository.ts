import type { Db } from '../../db/client'
import type { StaffMember } from './staff.types'

const MEMBER_COLUMNS = 'm.id::text as id, m.name, m.mobile, m.role'

/**
 * Staff members and their sessions; a removed member is never found by either. Each query
 * takes the open handle first: the pool, or the account service's transaction.
 */
export const staffAccountRepository = {
  async findActiveByMobile(
    db: Db,
    mobile: string,
  ): Promise<StaffMember | null> {
    const [row] = await db.query<StaffMember>(
      `select ${MEMBER_COLUMNS} from staff_members m
          where m.mobile = $1 and m.removed_at is null`,
      [mobile],
    )
    return row ?? null
  },

  listActive: (db: Db) =>
    db.query<StaffMember & { created_at: Date }>(
      `select ${MEMBER_COLUMNS}, m.created_at from staff_members m
          where m.removed_at is null order by m.role desc, m.name`,
    ),

  /** Adds the number, or brings a removed member back, with this name and role. */
  async upsert(db: Db, member: Omit<StaffMember, 'id'>, at: Date) {
    const [row] = await db.query<StaffMember>(
      `insert into staff_members as m (mobile, name, role, created_at) values ($1, $2, $3, $4)
         on conflict (mobile) do update
            set name = excluded.name, role = excluded.role, removed_at = null
         returning ${MEMBER_COLUMNS}`,
      [member.mobile, member.name, member.role, at],
    )
    if (!row) throw new Error('staff upsert returned no row')
    return row
  },

  async deleteSessionsOf(db: Db, memberId: string) {
    await db.query('delete from staff_sessions where staff_id = $1::uuid', [
      memberId,
    ])
  },

  async markRemoved(db: Db, memberId: string, at: Date) {
    await db.query(
      'update staff_members set removed_at = $2 where id = $1::uuid',
      [memberId, at],
    )
  },

  async countOwners(db: Db): Promise<number> {
    const [row] = await db.query<{ count: number }>(
      `select count(*)::int as count from staff_members
          where role = 'owner' and removed_at is null`,
    )
    return row?.count ?? 0
  },

  async findMemberBySession(
    db: Db,
    tokenHash: string,
    now: Date,
  ): Promise<StaffMember | null> {
    const [row] = await db.query<StaffMember>(
      `select ${MEMBER_COLUMNS} from staff_sessions s
           join staff_members m on m.id = s.staff_id
          where s.token_hash = $1 and s.expires_at > $2 and m.removed_at is null`,
      [tokenHash, now],
    )
    return row ?? null
  },

  async insertSession(
    db: Db,
    session: {
      tokenHash: string
      staffId: string
      createdAt: Date
      expiresAt: Date
    },
  ) {
    await db.query(
      `insert into staff_sessions (token_hash, staff_id, created_at, expires_at)
         values ($1, $2::uuid, $3, $4)`,
      [
        session.tokenHash,
        session.staffId,
        session.createdAt,
        session.expiresAt,
      ],
    )
    await db.query(
      'delete from staff_sessions where staff_id = $1::uuid and expires_at <= $2',
      [session.staffId, session.createdAt],
    )
  },

  deleteSession: (db: Db, tokenHash: string) =>
    db.query('delete from staff_sessions where token_hash = $1', [tokenHash]),
}
