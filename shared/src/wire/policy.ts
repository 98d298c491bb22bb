import { z } from '../validation/zod'

export const policyName = z.enum(['privacy', 'terms'], {
  error: 'policy must be privacy or terms',
})

/** POST /client/policy: which policy page to read. */
export const policyBody = z.object({ policy: policyName })

/** What the client sends for a policy page. */
export type PolicyBody = z.input<typeof policyBody>

/** How many versions the owner's history lists; older ones still open by number. */
export const HISTORY_LENGTH = 100

/** The newest version of a policy, as the site shows it (POST /client/policy `data`). */
const policy = z.object({
  policy: policyName,
  title: z.string(),
  content: z.string().describe('Markdown'),
  updatedAt: z.string().describe('When this version was saved'),
  version: z
    .number()
    .int()
    .describe('The newest version, which the site shows'),
})

export const policyReply = z.object({ status: z.literal(true), data: policy })

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

export const ownerPolicyReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: ownerPolicy,
})

export const policyVersionReply = z.object({
  status: z.literal(true),
  data: policyVersion,
})

export type PolicyName = z.infer<typeof policyName>
/** Answer of POST /client/policy (`data`): the latest version. */
export type Policy = z.infer<typeof policy>
/** One kept version of a policy, without its text. */
export type PolicyVersionSummary = z.infer<typeof versionSummary>
/** One version of a policy with its text. */
export type PolicyVersion = z.infer<typeof policyVersion>
/** The owner's view of a policy: the latest version and every version, newest first. */
export type OwnerPolicy = z.infer<typeof ownerPolicy>
