import { type ApiError, isApiError, login, signup } from '@food/shared/api'
import { clearSession, showPopup } from '@food/shared/store'
import { ERROR_CODES, MESSAGES, OTP_LENGTH } from '@food/shared/types'
import {
  formatMobileWithPrefix,
  normaliseMobile,
} from '@food/shared/validation'
import { useState } from 'react'
import {
  type FormMode,
  modeAfterSendError,
} from '../utils/mode-after-send-error'
import type { useCountdown } from './use-countdown'
import { FORM_FIELDS, type LoginField } from './use-field-problems'
import { useIsMounted } from './use-is-mounted'
import type { LoginFormState } from './use-login-form'
import { type LoginStepKey, useLoginStep } from './use-login-step'

/** The API asked for a robot check before it texts the code `from` asked for. */
export type ChallengeAsked = { from: FormMode; message: string }

/** SPEC section 8: the 'Error' popup of a failed send appears after 2 seconds. */
const SEND_ERROR_DELAY_MS = 2_000

// Refusals that are about the number typed: said beside the mobile field too.
const MOBILE_REFUSALS = new Set<string>([
  ERROR_CODES.INVALID_MOBILE,
  ERROR_CODES.NOT_REGISTERED,
  ERROR_CODES.MOBILE_TAKEN,
  ERROR_CODES.MOBILE_NOT_SUPPORTED,
])

type SendRequest = { from: FormMode; number: string; altcha?: string }

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Asks the API to text a code: a log-in for a number, or a sign-up with its details. */
function requestCode(
  from: FormMode,
  form: LoginFormState,
  number: string,
  altcha: string | undefined,
) {
  if (from === 'login') return login(number, { altcha })
  return signup({
    name: form.name.trim(),
    email: form.email.trim(),
    mobile: number,
    altcha,
  })
}

/**
 * Sending the code (SPEC sections 4, 5, 8): the form's check, the call, the
 * 'OTP Sent!' popup and the OTP form; a refusal said beside the number and,
 * 2 seconds later, in the 'Error' popup; the robot check when asked for.
 */
export function useSendCode(
  form: LoginFormState,
  steps: LoginStepKey,
  resend: ReturnType<typeof useCountdown>,
) {
  const [challenge, setChallenge] = useState<ChallengeAsked | null>(null)
  const isMountedRef = useIsMounted()
  const { fields } = form

  function showCodeSent(from: FormMode, number: string, resendAfter: number) {
    resend.start(resendAfter)
    fields.clear()
    form.setSentFrom(from)
    form.setMode('verify')
    showPopup({
      type: 'success',
      title: MESSAGES.otpSentTitle,
      message: `We sent a ${OTP_LENGTH}-digit code to ${formatMobileWithPrefix(number)}.`,
    })
  }

  async function answerSendError(from: FormMode, error: ApiError) {
    // Expected, and answered in the form: the robot check, then the same request again.
    if (error.code === ERROR_CODES.CHALLENGE_REQUIRED) {
      setChallenge({ from, message: error.message })
      return
    }
    if (error.retryAfterSeconds !== undefined)
      resend.start(error.retryAfterSeconds)
    // SPEC section 4: a failed login call clears the token.
    if (from === 'login') clearSession()
    if (MOBILE_REFUSALS.has(error.code)) {
      fields.refuse('mobile', { message: error.message })
    }
    await wait(SEND_ERROR_DELAY_MS)
    if (!isMountedRef.current) return
    showPopup({
      type: 'error',
      title: MESSAGES.errorTitle,
      message: error.message,
    })
    const next = form.mode === 'verify' ? null : modeAfterSendError(from, error)
    if (next) form.setMode(next)
  }

  // Busy until the refusal's popup is up: the 2 seconds before it included.
  const send = useLoginStep(
    steps,
    async ({ from, number, altcha }: SendRequest) => {
      try {
        const sent = await requestCode(from, form, number, altcha)
        showCodeSent(from, number, sent.resendAfterSeconds)
      } catch (error) {
        if (!isApiError(error)) throw error
        await answerSendError(from, error)
      }
    },
    undefined,
  )

  /**
   * Checks the form of `from` and asks the API to text a code (with a solved
   * check). Resolves the field to put right first, or null.
   */
  async function sendCode(
    from: FormMode,
    altcha?: string,
  ): Promise<LoginField | null> {
    const invalid = fields.check(FORM_FIELDS[from])
    if (invalid) return invalid
    setChallenge(null)
    await send.run({ from, number: normaliseMobile(form.mobile), altcha })
    return null
  }

  return {
    isSending: send.isPending,
    challenge,
    clearChallenge: () => setChallenge(null),
    sendCode,
  }
}
