import { z } from '../validation/zod'

/** What a member may do: `staff` runs orders, sold out, busy and pause; `owner` also the rest. */
export const STAFF_ROLES = ['staff', 'owner'] as const

const staffMember = z
  .object({
    id: z.string(),
    name: z.string(),
    mobile: z.string().describe('10 digits, without the leading 0'),
    role: z.enum(STAFF_ROLES),
  })
  .meta({ id: 'StaffMember' })

/** POST /staff/verify-otp: the staff session's token and the member it belongs to. */
export const staffSignedInReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.string().describe('Bearer token of the staff session, valid 14 days'),
  staff: staffMember,
})

/** GET /staff/me, POST /staff/logout (the member signed out), and a member added or removed (owner). */
export const staffMemberReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: staffMember,
})

/** GET /staff/accounts (owner). */
export const staffMembersReply = z.object({
  status: z.literal(true),
  data: z.array(staffMember),
})

/** One entry of the owner's audit log: who did what, when, to what, and the state before and after. */
const staffAuditEntry = z.object({
  id: z.string(),
  staffId: z.string().nullable(),
  staffName: z.string(),
  at: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})

/** GET /staff/audit (owner), newest first. */
export const staffAuditReply = z.object({
  status: z.literal(true),
  data: z.array(staffAuditEntry),
})

export type StaffRole = (typeof STAFF_ROLES)[number]
export type StaffMember = z.infer<typeof staffMember>
export type StaffAuditEntry = z.infer<typeof staffAuditEntry>
export type StaffSignedInReply = z.infer<typeof staffSignedInReply>
