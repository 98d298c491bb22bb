import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from '@food/shared/validation'

/** A fresh code: OTP_LENGTH digits from the operating system's CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/**
 * The only form a code is stored in: an HMAC keyed by OTP_SECRET over the mobile and the code,
 * so a leaked table reveals nothing without the key and a code only fits its own number.
 */
export function hashOtp(secret: string, mobile: string, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${code}`).digest('hex')
}

/** Compares in constant time, so response timing does not leak how much of a guess matched. */
export function otpMatches(
  secret: string,
  mobile: string,
  code: string,
  storedHash: string,
): boolean {
  const given = Buffer.from(hashOtp(secret, mobile, code), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
