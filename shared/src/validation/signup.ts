import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../types/constants'
import { VALIDATION_MESSAGES } from '../types/messages'
import type { ValidationFailure } from './failure'
import { validateMobile } from './mobile'

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

/** Null when valid, else the 'Name Required' popup. */
export function validateSignupName(name: string): ValidationFailure | null {
  return isValidName(name)
    ? null
    : {
        title: VALIDATION_MESSAGES.nameTitle,
        message: VALIDATION_MESSAGES.name,
      }
}

/** Null when valid, else the 'Invalid Email' popup. */
export function validateEmail(email: string): ValidationFailure | null {
  return isValidEmail(email)
    ? null
    : {
        title: VALIDATION_MESSAGES.emailTitle,
        message: VALIDATION_MESSAGES.email,
      }
}

export type SignupInput = { name: string; email: string; mobile: string }

/** The first failing rule of the sign-up form, in the order the form shows them. */
export function validateSignup(input: SignupInput): ValidationFailure | null {
  return (
    validateSignupName(input.name) ??
    validateEmail(input.email) ??
    validateMobile(input.mobile)
  )
}
