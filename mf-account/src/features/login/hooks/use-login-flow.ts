import {
  type ApiError,
  isApiError,
  login,
  signup,
  verifyOtp,
} from '@food/shared/api'
import { clearSession, showPopup, useGuestCart } from '@food/shared/store'
import { ERROR_CODES, MESSAGES, OTP_LENGTH } from '@food/shared/types'
import {
  formatMobileWithPrefix,
  normaliseMobile,
  sanitiseMobileInput,
  wrongOtpFailure,
} from '@food/shared/validation'
import { useEffect, useRef, useState } from 'react'
import { completeLogin } from '../utils/complete-login'
import {
  type FormMode,
  modeAfterSendError,
} from '../utils/mode-after-send-error'
import { useCountdown } from './use-countdown'
import { useExclusive } from './use-exclusive'
import {
  FORM_FIELDS,
  type LoginField,
  useFieldProblems,
} from './use-field-problems'
import { useOtpDigits } from './use-otp-digits'

export type LoginMode = FormMode | 'verify'
/** The API asked for a robot check before it texts the code `from` asked for. */
export type ChallengeAsked = { from: FormMode; message: string }
/** How a verify attempt ended; anything but 'done' leaves the OTP form up. */
export type VerifyOutcome = 'done' | 'incomplete' | 'rejected' | 'failed'

/** SPEC section 8: the 'Error' popup of a failed send appears after 2 seconds. */
export const SEND_ERROR_DELAY_MS = 2_000

// Refusals that are about the number typed: said beside the mobile field too.
const MOBILE_REFUSALS = new Set<string>([
  ERROR_CODES.INVALID_MOBILE,
  ERROR_CODES.NOT_REGISTERED,
  ERROR_CODES.MOBILE_TAKEN,
  ERROR_CODES.MOBILE_NOT_SUPPORTED,
])

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The server's own words; the api fallback text means it sent none. */
const serverMessage = (error: ApiError) =>
  error.message === MESSAGES.invalidOtp ? null : error.message

/**
 * Log-in, sign-up and OTP verification (SPEC sections 2, 4, 5): the form
 * state, the calls through @food/shared/api, the messages beside the fields
 * and the popups SPEC names ('OTP Sent!', 'Error').
 */
export function useLoginFlow({ onDone }: { onDone: () => void }) {
  const [mode, setMode] = useState<LoginMode>('login')
  const [sentFrom, setSentFrom] = useState<FormMode>('login')
  const [mobile, setMobileValue] = useState('')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [challenge, setChallenge] = useState<ChallengeAsked | null>(null)
  const otp = useOtpDigits()
  const exclusive = useExclusive()
  const isMountedRef = useRef(true)
  const resend = useCountdown()
  const guestCart = useGuestCart()
  const fields = useFieldProblems({
    mobile,
    name,
    email,
    otp: otp.digits.join(''),
  })

  useEffect(() => {
    isMountedRef.current = true
    return () => {
      isMountedRef.current = false
    }
  }, [])

  async function handleSendError(from: FormMode, error: ApiError) {
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
    const next = mode === 'verify' ? null : modeAfterSendError(from, error)
    if (next) setMode(next)
  }

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
    const number = normaliseMobile(mobile)
    setChallenge(null)
    await exclusive.run(async () => {
      try {
        const sent =
          from === 'login'
            ? await login(number, { altcha })
            : await signup({
                name: name.trim(),
                email: email.trim(),
                mobile: number,
                altcha,
              })
        resend.start(sent.resendAfterSeconds)
        fields.clear()
        setSentFrom(from)
        setMode('verify')
        showPopup({
          type: 'success',
          title: MESSAGES.otpSentTitle,
          message: `We sent a ${OTP_LENGTH}-digit code to ${formatMobileWithPrefix(number)}.`,
        })
      } catch (error) {
        if (!isApiError(error)) throw error
        await handleSendError(from, error)
      }
    }, undefined)
    return null
  }

  /** Checks the 4 digits with the API and, when right, completes the login. */
  async function verify(): Promise<VerifyOutcome> {
    const code = otp.digits.join('')
    if (fields.check(['otp'])) return 'incomplete'
    return exclusive.run<VerifyOutcome>(async () => {
      let token: string
      try {
        ;({ token } = await verifyOtp(normaliseMobile(mobile), code))
      } catch (error) {
        if (!isApiError(error)) throw error
        otp.reset()
        fields.refuse('otp', wrongOtpFailure(serverMessage(error)))
        return 'rejected'
      }
      if (!(await completeLogin(token, guestCart))) return 'failed'
      onDone()
      return 'done'
    }, 'failed')
  }

  return {
    mode,
    mobile,
    name,
    email,
    otp: otp.digits,
    /** The messages beside the fields. */
    problems: fields.problems,
    isBusy: exclusive.isBusy,
    resendSeconds: resend.seconds,
    challenge,
    /** The robot check is solved: ask again for the code it was asked for. */
    sendSolved: (altcha: string) => {
      if (challenge) void sendCode(challenge.from, altcha)
    },
    setMobile: (raw: string) => {
      setMobileValue(sanitiseMobileInput(raw))
      fields.mobileEdited()
    },
    setName,
    setEmail,
    fillOtp: otp.fill,
    clearOtpDigit: otp.clear,
    sendCode,
    resendCode: () => sendCode(sentFrom),
    verify,
    showLogin: () => {
      setChallenge(null)
      fields.clear()
      setMode('login')
    },
    showSignup: () => {
      setChallenge(null)
      fields.clear()
      setMode('signup')
    },
    changeNumber: () => {
      otp.reset()
      fields.clear()
      setMode(sentFrom)
    },
  }
}

export type LoginFlow = ReturnType<typeof useLoginFlow>
