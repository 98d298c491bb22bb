import type { Db } from '../../db/client'
import type { StaffAction } from './staff.types'

export type AuditEntry = {
  action: string
  subject: string
  before?: unknown
  after?: unknown
}

/** The audit log: written with every staff action, read by the owner. */
export function createStaffAuditRepository(db: Db) {
  return {
    /** `who.id` is null for what the system does by itself (an unanswered order rejected). */
    async record(
      who: { id: string | null; name: string },
      at: Date,
      entry: AuditEntry,
    ) {
      await db.query(
        `insert into staff_actions (staff_id, staff_name, at, action, subject, before, after)
         values ($1::uuid, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [
          who.id,
          who.name,
          at,
          entry.action,
          entry.subject,
          entry.before === undefined ? null : JSON.stringify(entry.before),
          entry.after === undefined ? null : JSON.stringify(entry.after),
        ],
      )
    },

    /** Newest first; `beforeId` pages back through older entries. */
    list: (limit: number, beforeId: string | null) =>
      db.query<StaffAction>(
        `select id::text as id, staff_id::text as "staffId", staff_name as "staffName",
                to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
                action, subject, before, after
           from staff_actions
          where $2::bigint is null or staff_actions.id < $2::bigint
          order by staff_actions.id desc
          limit $1`,
        [limit, beforeId],
      ),
  }
}

export type StaffAuditRepository = ReturnType<typeof createStaffAuditRepository>
