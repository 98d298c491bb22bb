import {
  isPlainText,
  loginSchema,
  mobileSchema,
  verifyOtpSchema,
} from '@food/shared/validation'
import { STAFF_ROLES } from '@food/shared/wire'
import { z } from 'zod'

export const staffLoginBody = loginSchema
export const staffVerifyBody = verifyOtpSchema

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
