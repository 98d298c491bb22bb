import {
  editVersionSchema,
  policyTextSchema,
} from '../validation/site-settings'
import { z } from '../validation/zod'

// The owner's edits of a policy (POST /staff/policies/{policy}…); the replies are in
// policy.ts. Each sends the version the form was loaded with: a newer one stored is a 409.

/** A new text, and the version the form was loaded with. */
export const savePolicyBody = policyTextSchema.extend({
  version: editVersionSchema,
})

/** The version the form was loaded with (the newest, unless someone saved since). */
export const restorePolicyBody = z.object({ version: editVersionSchema })

export type SavePolicyPayload = z.input<typeof savePolicyBody>
export type RestorePolicyPayload = z.input<typeof restorePolicyBody>
