// A UK number as the address form takes it: 10 digits, or 11 with the leading 0.
const PHONE_PATTERN = /^0?\d{10}$/

/** True for 10 digits, or 0 and 10 digits: the delivery address's contact phone. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value)
}

/**
 * The restaurant's own number as people read it ("028 9064 3120"): the address form's rule
 * on its digits, with the leading 0 a number written for the public always shows, and
 * spaces allowed between the groups.
 */
export function isShopPhone(value: string): boolean {
  if (!/^[\d ]+$/.test(value)) return false
  const digits = value.replace(/ /g, '')
  return digits.length === 11 && digits.startsWith('0') && isValidPhone(digits)
}

/** Trimmed, with single spaces between the groups: how the number is stored and shown. */
export function normaliseShopPhone(value: string): string {
  return value.trim().replace(/ +/g, ' ')
}
