import type { z } from '../validation/zod'
import type { profile } from '../wire/user'

/** The logged-in customer, as the API's profile reply schema defines it. */
export type User = z.infer<typeof profile>

export type AddressLabel = 'home' | 'work' | 'others'

/** A saved delivery address, as the API's reply schema defines it. */
export type { Address } from '../wire/address'
