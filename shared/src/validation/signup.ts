import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../types/constants'
import { VALIDATION_MESSAGES } from '../types/messages'
import type { ValidationFailure } from './failure'

// Deliberately simple: the address is proven by use, not by a regex.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Required (not only spaces), at most 50 characters. */
export function isValidName(name: string): boolean {
  return name.trim().length > 0 && name.length <= NAME_MAX_LENGTH
}

/** Required, something@something.tld, at most 100 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email.trim())
}

/** Null when valid, else the 'Name Required' message. */
export function validateSignupName(name: string): ValidationFailure | null {
  return isValidName(name)
    ? null
    : {
        title: VALIDATION_MESSAGES.nameTitle,
        message: VALIDATION_MESSAGES.name,
      }
}

/** Null when valid, else the 'Invalid Email' message. */
export function validateEmail(email: string): ValidationFailure | null {
  return isValidEmail(email)
    ? null
    : {
        title: VALIDATION_MESSAGES.emailTitle,
        message: VALIDATION_MESSAGES.email,
      }
}
