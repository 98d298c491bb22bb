import { z } from 'zod'

export const policyName = z.enum(['privacy', 'terms'], {
  error: 'policy must be privacy or terms',
})

export type PolicyName = z.infer<typeof policyName>

export const policyBody = z.object({ policy: policyName })

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

export type Policy = z.infer<typeof policy>

export const policyReply = z.object({ status: z.literal(true), data: policy })
