import { z } from 'zod'

// UK mobiles travel as 10 digits; 11 digits with a leading 0 are accepted and normalised.
const mobile = z
  .string()
  .trim()
  .regex(/^0?\d{10}$/, 'mobile must be 10 digits (or 11 starting with 0)')
  .transform((value) => value.slice(-10))

export const outboxQuery = z.object({ mobile })
