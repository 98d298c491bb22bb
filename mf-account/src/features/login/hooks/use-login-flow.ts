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
  validateMobile,
  validateOtp,
  validateSignup,
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
import { useOtpDigits } from './use-otp-digits'

export type LoginMode = FormMode | 'verify'
/** The API asked for a robot check before it texts the code `from` asked for. */
export type ChallengeAsked = { from: FormMode; message: string }
/** How a verify attempt ended; anything but 'done' leaves the OTP form up. */
export type VerifyOutcome = 'done' | 'incomplete' | 'rejected' | 'failed'

/** SPEC section 8: the 'Error' popup of a failed send appears after 2 seconds. */
export const SEND_ERROR_DELAY_MS = 2_000

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The server's own words; the api fallback text means it sent none. */
const serverMessage = (error: ApiError) =>
  error.message === MESSAGES.invalidOtp ? null : error.message

/**
 * Log-in, sign-up and OTP verification (SPEC sections 2, 4, 5): the form
 * state, the calls through @food/shared/api and the popups they lead to.
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

  /** Validates the form of `from` and asks the API to text a code (with a solved check). */
  async function sendCode(from: FormMode, altcha?: string) {
    const failure =
      from === 'login'
        ? validateMobile(mobile)
        : validateSignup({ name, email, mobile })
    if (failure) {
      showPopup({ type: 'error', ...failure })
      return
    }
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
  }

  /** Checks the 4 digits with the API and, when right, completes the login. */
  async function verify(): Promise<VerifyOutcome> {
    const code = otp.digits.join('')
    const failure = validateOtp(code)
    if (failure) {
      showPopup({ type: 'error', ...failure })
      return 'incomplete'
    }
    return exclusive.run<VerifyOutcome>(async () => {
      let token: string
      try {
        ;({ token } = await verifyOtp(normaliseMobile(mobile), code))
      } catch (error) {
        if (!isApiError(error)) throw error
        otp.reset()
        showPopup({ type: 'error', ...wrongOtpFailure(serverMessage(error)) })
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
    isBusy: exclusive.isBusy,
    resendSeconds: resend.seconds,
    challenge,
    /** The robot check is solved: ask again for the code it was asked for. */
    sendSolved: (altcha: string) => {
      if (challenge) void sendCode(challenge.from, altcha)
    },
    setMobile: (raw: string) => setMobileValue(sanitiseMobileInput(raw)),
    setName,
    setEmail,
    fillOtp: otp.fill,
    clearOtpDigit: otp.clear,
    sendCode,
    resendCode: () => sendCode(sentFrom),
    verify,
    showLogin: () => {
      setChallenge(null)
      setMode('login')
    },
    showSignup: () => {
      setChallenge(null)
      setMode('signup')
    },
    changeNumber: () => {
      otp.reset()
      setMode(sentFrom)
    },
  }
}

export type LoginFlow = ReturnType<typeof useLoginFlow>
