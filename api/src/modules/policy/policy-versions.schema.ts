import { editVersionSchema, policyTextSchema } from '@food/shared/validation'
import { z } from 'zod'
import { policyName } from './policy.schema'

/** How many versions the owner's history lists; older ones still open by number. */
export const HISTORY_LENGTH = 100

const savedBy = z.object({
  id: z
    .string()
    .nullable()
    .describe('The member; null for the restaurant’s own text'),
  name: z.string(),
})

const versionSummary = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy,
  restoredFrom: z
    .number()
    .int()
    .nullable()
    .describe('The older version this one brought back; null for an edit'),
})

const policyVersion = versionSummary.extend({
  policy: policyName,
  title: z.string(),
  content: z.string().describe('Markdown'),
})

const ownerPolicy = policyVersion.extend({
  history: z
    .array(versionSummary)
    .describe(`Newest first, up to ${HISTORY_LENGTH} versions`),
})

export const policyParams = z.object({ policy: policyName })

export const policyVersionParams = z.object({
  policy: policyName,
  number: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'number must be a version number like 3')
    .transform(Number),
})

/** A new text, and the version the form was loaded with. */
export const savePolicyBody = policyTextSchema.extend({
  version: editVersionSchema,
})

/** The version the form was loaded with (the newest, unless someone saved since). */
export const restorePolicyBody = z.object({ version: editVersionSchema })

export const ownerPolicyReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: ownerPolicy,
})

export const policyVersionReply = z.object({
  status: z.literal(true),
  data: policyVersion,
})
