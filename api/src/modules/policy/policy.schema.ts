import { z } from 'zod'

export const policyName = z.enum(['privacy', 'terms'])

export type PolicyName = z.infer<typeof policyName>

export const policyBody = z.object({ policy: policyName })

export const policy = z.object({
  policy: policyName,
  title: z.string(),
  content: z.string().describe('Markdown'),
  updatedAt: z.string(),
})

export type Policy = z.infer<typeof policy>

export const policyReply = z.object({ status: z.literal(true), data: policy })
