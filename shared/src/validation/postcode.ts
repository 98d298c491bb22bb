import { VALIDATION_MESSAGES } from '../types/messages'

// A whole UK postcode whose district is BT1 to BT17 (Belfast). The inward
// part is a digit and two letters from the set Royal Mail uses.
const BELFAST_POSTCODE = /^BT(1[0-7]|[1-9]) ?\d[ABD-HJLNP-UW-Z]{2}$/

/** Upper case, trimmed, one space before the inward part ('bt17 0xy' → 'BT17 0XY'). */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  return compact.length > 3
    ? `${compact.slice(0, -3)} ${compact.slice(-3)}`
    : compact
}

/** True for a full postcode in districts BT1 to BT17. */
export function isBelfastPostcode(value: string): boolean {
  return BELFAST_POSTCODE.test(normalisePostcode(value))
}

/** Null when deliverable, else the postcode field's message. */
export function validatePostcode(value: string): string | null {
  if (!value.trim()) return VALIDATION_MESSAGES.postcodeRequired
  return isBelfastPostcode(value)
    ? null
    : VALIDATION_MESSAGES.postcodeOutsideBelfast
}
