import { OTP_LENGTH } from '../types/constants'
import { VALIDATION_MESSAGES } from '../types/messages'
import type { ValidationFailure } from './failure'

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`)

/** True when the code is exactly 4 digits. */
export function isCompleteOtp(otp: string): boolean {
  return OTP_PATTERN.test(otp)
}

/** The first 4 digits of pasted text, ignoring anything else ('12-34 56' → '1234'). */
export function otpFromPaste(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

/** Null when complete, else the 'Invalid OTP' message. */
export function validateOtp(otp: string): ValidationFailure | null {
  return isCompleteOtp(otp)
    ? null
    : {
        title: VALIDATION_MESSAGES.otpTitle,
        message: VALIDATION_MESSAGES.otpIncomplete,
      }
}

/** What to say of a code the server refused: its message, else the default. */
export function wrongOtpFailure(
  serverMessage?: string | null,
): ValidationFailure {
  return {
    title: VALIDATION_MESSAGES.wrongOtpTitle,
    message: serverMessage?.trim()
      ? serverMessage
      : VALIDATION_MESSAGES.wrongOtp,
  }
}
