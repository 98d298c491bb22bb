import { policyName } from '@food/shared/wire'
import { z } from 'zod'

// The bodies are the wire contract's (@food/shared/wire policy-versions.ts); the policy and
// the version number are path parameters, built by the client from its replies.

export const policyParams = z.object({ policy: policyName })

export const policyVersionParams = z.object({
  policy: policyName,
  number: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'number must be a version number like 3')
    .transform(Number),
})
