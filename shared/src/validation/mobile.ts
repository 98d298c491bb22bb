import {
  COUNTRY_PREFIX,
  MOBILE_LENGTH,
  MOBILE_LENGTH_WITH_ZERO,
} from '../types/constants'
import { VALIDATION_MESSAGES } from '../types/messages'
import type { ValidationFailure } from './failure'

// Ten digits, optionally after one leading 0. The digit after that 0 may not
// be another 0: once normalised the number must still be 10 digits that the
// server can read as a UK number (it checks the 07 ranges itself).
const MOBILE_PATTERN = /^0?[1-9]\d{9}$/

/** How many digits the mobile input accepts for what is typed so far. */
export function mobileMaxLength(value: string): number {
  return value.startsWith('0') ? MOBILE_LENGTH_WITH_ZERO : MOBILE_LENGTH
}

/** Keeps only digits and cuts the input at its allowed length (10, or 11 after a 0). */
export function sanitiseMobileInput(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  return digits.slice(0, mobileMaxLength(digits))
}

/** True for 10 digits, or 11 digits starting with 0; digits only. */
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value)
}

/** Removes the leading 0 the API does not want (07911123456 → 7911123456). */
export function normaliseMobile(value: string): string {
  return value.startsWith('0') ? value.slice(1) : value
}

/** The mobile as displayed: the +44 prefix and the 10 digits. */
export function formatMobileWithPrefix(value: string): string {
  return `${COUNTRY_PREFIX} ${normaliseMobile(value)}`
}

/** Null when valid, else the 'Invalid Mobile Number' message. */
export function validateMobile(value: string): ValidationFailure | null {
  return isValidMobile(value)
    ? null
    : {
        title: VALIDATION_MESSAGES.mobileTitle,
        message: VALIDATION_MESSAGES.mobile,
      }
}
