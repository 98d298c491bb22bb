import { ADDRESS_FIELD_MAX_LENGTH } from '@food/shared/types'
import { z } from 'zod'

export const deliveryFeeBody = z.object({
  postcode: z
    .string({ error: 'postcode must be text' })
    .max(
      ADDRESS_FIELD_MAX_LENGTH,
      `postcode must be ${ADDRESS_FIELD_MAX_LENGTH} characters or fewer`,
    )
    .nullish()
    .transform((value) => value ?? ''),
})
