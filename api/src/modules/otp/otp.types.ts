/** A customer's sign-up or login, or a staff member's sign-in at /kitchen. */
export type OtpPurpose = 'signup' | 'login' | 'staff'

/** The pending account a sign-up code carries until it is verified. */
export type PendingSignup = { name: string; email: string }

export type StoredOtp = {
  id: string
  purpose: OtpPurpose
  code_hash: string
  pending_name: string | null
  pending_email: string | null
  wrong_attempts: number
  expires_at: Date
  used_at: Date | null
}

/** What a correct code proves: the number, and the account details if it was a sign-up. */
export type VerifiedOtp = {
  mobile: string
  purpose: OtpPurpose
  pending: PendingSignup | null
}
