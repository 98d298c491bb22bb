import {
  isPlainText,
  loginSchema,
  mobileSchema,
  verifyOtpSchema,
} from '@food/shared/validation'
import { z } from 'zod'
import { STAFF_ROLES } from './staff.types'

const staffMember = z
  .object({
    id: z.string(),
    name: z.string(),
    mobile: z.string().describe('10 digits, without the leading 0'),
    role: z.enum(STAFF_ROLES),
  })
  .meta({ id: 'StaffMember' })

export const staffLoginBody = loginSchema
export const staffVerifyBody = verifyOtpSchema

export const staffSignedInReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.string().describe('Bearer token of the staff session, valid 14 days'),
  staff: staffMember,
})

export const staffMemberReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: staffMember,
})

export const staffMembersReply = z.object({
  status: z.literal(true),
  data: z.array(staffMember),
})

export const addStaffBody = z.object({
  mobile: mobileSchema,
  name: z
    .string({ error: 'Please enter a name.' })
    .trim()
    .min(1, 'Please enter a name.')
    .max(60, 'The name must be 60 characters or fewer.')
    .refine(isPlainText, 'The name must be plain text.'),
  role: z.enum(STAFF_ROLES, { error: 'role must be staff or owner' }),
})

export const memberParams = z.object({
  memberId: z.uuid({ error: 'That staff member was not found.' }),
})

export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .regex(/^\d{1,18}$/, 'before must be an entry id')
    .optional(),
})

export const auditReply = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      id: z.string(),
      staffId: z.string().nullable(),
      staffName: z.string(),
      at: z.string(),
      action: z.string(),
      subject: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
})
