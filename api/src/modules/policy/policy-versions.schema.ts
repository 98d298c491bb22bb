import { editVersionSchema, policyTextSchema } from '@food/shared/validation'
import { policyName } from '@food/shared/wire'
import { z } from 'zod'

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
