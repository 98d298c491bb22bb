import type { StaffMember, StaffRole } from '@food/shared/types'

export type { StaffMember, StaffRole }

/** What a member may do: `staff` runs orders, sold out, busy and pause; `owner` also the rest. */
export const STAFF_ROLES = [
  'staff',
  'owner',
] as const satisfies readonly StaffRole[]

/** One entry of the audit log: who did what, when, to what, and the state before and after. */
export type StaffAction = {
  id: string
  staffId: string | null
  staffName: string
  at: string
  action: string
  subject: string
  before: unknown
  after: unknown
}
