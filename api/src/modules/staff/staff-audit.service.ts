import type { Db } from '../../db/client'
import type { StaffAuditEntry } from './staff.types'
import {
  type AuditEntry,
  type AuditRow,
  staffAuditRepository as repository,
} from './staff-audit.repository'

export type { AuditEntry }

/** The audit log: every module records its staff actions here, and the owner reads them. */
export function createStaffAuditService(db: Db) {
  return {
    /** `who.id` is null for what the system does by itself (an unanswered order rejected). */
    record: (
      who: { id: string | null; name: string },
      at: Date,
      entry: AuditEntry,
    ) => repository.insert(db, who, at, entry),

    /** Newest first; `beforeId` pages back through older entries. */
    async list(
      limit: number,
      beforeId: string | null,
    ): Promise<StaffAuditEntry[]> {
      const rows = await repository.list(db, limit, beforeId)
      return rows.map(toStaffAction)
    },
  }
}

function toStaffAction(row: AuditRow): StaffAuditEntry {
  return {
    id: row.id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    at: new Date(row.at).toISOString(),
    action: row.action,
    subject: row.subject,
    before: row.before,
    after: row.after,
  }
}

export type StaffAuditService = ReturnType<typeof createStaffAuditService>
