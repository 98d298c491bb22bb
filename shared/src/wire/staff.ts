import { MAX_STAFF_NAME_LENGTH } from '../types/kitchen'
import { VALIDATION_MESSAGES as M } from '../types/messages'
import { isPlainText } from '../validation/plain-text'
import {
  loginSchema,
  mobileSchema,
  verifyOtpSchema,
} from '../validation/schemas'
import { z } from '../validation/zod'

/** What a member may do: `staff` runs orders, sold out, busy and pause; `owner` also the rest. */
const STAFF_ROLES = ['staff', 'owner'] as const

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

// The requests: a member signs in with the customers' rules for a mobile and a code.

/** POST /staff/login: the number on the staff list to text a code to. */
export const staffLoginBody = loginSchema

/** POST /staff/verify-otp: the number and the code it was sent. */
export const staffVerifyBody = verifyOtpSchema

/** POST /staff/accounts (owner): a new member, or a member's new name and role. */
export const addStaffBody = z.object({
  mobile: mobileSchema,
  name: z
    .string({ error: M.staffName })
    .trim()
    .min(1, M.staffName)
    .max(
      MAX_STAFF_NAME_LENGTH,
      `The name must be ${MAX_STAFF_NAME_LENGTH} characters or fewer.`,
    )
    .refine(isPlainText, 'The name must be plain text.'),
  role: z.enum(STAFF_ROLES, { error: 'role must be staff or owner' }),
})

/** GET /staff/audit (owner): a page of the log, older than the entry `before` if given. */
export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before must be an entry id')
    .optional(),
})

export type StaffRole = (typeof STAFF_ROLES)[number]
export type StaffMember = z.infer<typeof staffMember>
export type StaffAuditEntry = z.infer<typeof staffAuditEntry>
export type StaffSignedInReply = z.infer<typeof staffSignedInReply>
/** What the owner sends to add a member or change one (before the mobile is normalised). */
export type StaffAccountPayload = z.input<typeof addStaffBody>
/** What a member sends to be texted a code. */
export type StaffLoginPayload = z.input<typeof staffLoginBody>
/** What a member sends with the code. */
export type StaffVerifyPayload = z.input<typeof staffVerifyBody>
