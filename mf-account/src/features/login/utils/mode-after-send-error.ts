import type { ApiError } from '@food/shared/api'
import { ERROR_CODES } from '@food/shared/types'

export type FormMode = 'login' | 'signup'

// SPEC section 4: a login error about an invalid or unregistered number
// leads to sign-up. The reverse (a taken number at sign-up) leads to log-in.
const NEEDS_SIGNUP = /invalid mobile|register/i

/** The form to show after a failed send, or null to stay on the same one. */
export function modeAfterSendError(
  from: FormMode,
  error: Pick<ApiError, 'code' | 'message'>,
): FormMode | null {
  if (from === 'login' && NEEDS_SIGNUP.test(error.message)) return 'signup'
  if (from === 'signup' && error.code === ERROR_CODES.MOBILE_TAKEN)
    return 'login'
  return null
}
