import type { Db } from '../../db/client'

export type AuditEntry = {
  action: string
  subject: string
  before?: unknown
  after?: unknown
}

/** One row of `staff_actions`, as stored. */
export type AuditRow = {
  id: string
  staff_id: string | null
  staff_name: string
  at: Date
  action: string
  subject: string
  before: unknown
  after: unknown
}

/** The audit log's queries; each takes the open database handle first. */
export const staffAuditRepository = {
  /** `who.id` is null for what the system does by itself (an unanswered order rejected). */
  async insert(
    db: Db,
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
  list: (db: Db, limit: number, beforeId: string | null) =>
    db.query<AuditRow>(
      `select id::text as id, staff_id::text as staff_id, staff_name, at, action, subject,
              before, after
         from staff_actions
        where $2::bigint is null or staff_actions.id < $2::bigint
        order by staff_actions.id desc
        limit $1`,
      [limit, beforeId],
    ),
}
