import { policyName } from '@food/shared/wire'
import { z } from 'zod'

export const policyBody = z.object({ policy: policyName })
