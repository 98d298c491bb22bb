import { type ApiError, isApiError, verifyOtp } from '@food/shared/api'
import { useGuestCart } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { normaliseMobile, wrongOtpFailure } from '@food/shared/validation'
import { completeLogin } from '../utils/complete-login'
import type { LoginFormState } from './use-login-form'
import { type LoginStepKey, useLoginStep } from './use-login-step'

/** How a verify attempt ended; anything but 'done' leaves the OTP form up. */
export type VerifyOutcome = 'done' | 'incomplete' | 'rejected' | 'failed'

/** The server's own words; the api fallback text means it sent none. */
const serverMessage = (error: ApiError) =>
  error.message === MESSAGES.invalidOtp ? null : error.message

/**
 * Verifying the code (SPEC sections 4, 5): the 4 digits checked with the API;
 * a wrong code clears the boxes with 'Invalid OTP!'; a right one completes the
 * login (profile, the guest basket merged) and closes the drawer.
 */
export function useVerifyCode(
  form: LoginFormState,
  steps: LoginStepKey,
  onDone: () => void,
) {
  const guestCart = useGuestCart()
  const { fields, otp } = form

  /** The session token for a right code; null, with the boxes cleared, for a wrong one. */
  async function tokenFor(code: string): Promise<string | null> {
    try {
      return (await verifyOtp(normaliseMobile(form.mobile), code)).token
    } catch (error) {
      if (!isApiError(error)) throw error
      otp.reset()
      fields.refuse('otp', wrongOtpFailure(serverMessage(error)))
      return null
    }
  }

  const check = useLoginStep<string, VerifyOutcome>(
    steps,
    async (code) => {
      const token = await tokenFor(code)
      if (token === null) return 'rejected'
      if (!(await completeLogin(token, guestCart))) return 'failed'
      onDone()
      return 'done'
    },
    'failed',
  )

  /** Checks the 4 digits with the API and, when right, completes the login. */
  async function verify(): Promise<VerifyOutcome> {
    const code = otp.digits.join('')
    if (fields.check(['otp'])) return 'incomplete'
    return check.run(code)
  }

  return { isVerifying: check.isPending, verify }
}
