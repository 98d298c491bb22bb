import { useId } from 'react'
import { useCountdown } from './use-countdown'
import { useLoginForm } from './use-login-form'
import type { LoginStepKey } from './use-login-step'
import { useSendCode } from './use-send-code'
import { useVerifyCode } from './use-verify-code'

export type { LoginMode } from './use-login-form'

/**
 * Log-in, sign-up and OTP verification (SPEC sections 2, 4, 5), put together
 * from its steps: the form (use-login-form), sending the code and the robot
 * check (use-send-code), verifying it and merging the basket (use-verify-code).
 */
export function useLoginFlow({ onDone }: { onDone: () => void }) {
  const form = useLoginForm()
  // Sending and verifying run one at a time, in this flow only.
  const steps: LoginStepKey = ['login-step', useId()]
  const resend = useCountdown()
  const send = useSendCode(form, steps, resend)
  const verify = useVerifyCode(form, steps, onDone)
  const { fields, otp } = form

  /** Back to a form: the robot check and the messages of the last one go. */
  const showForm = (mode: 'login' | 'signup') => {
    send.clearChallenge()
    fields.clear()
    form.setMode(mode)
  }

  return {
    mode: form.mode,
    mobile: form.mobile,
    name: form.name,
    email: form.email,
    otp: otp.digits,
    /** The messages beside the fields. */
    problems: fields.problems,
    isBusy: send.isSending || verify.isVerifying,
    resendSeconds: resend.seconds,
    challenge: send.challenge,
    /** The robot check is solved: ask again for the code it was asked for. */
    sendSolved: (altcha: string) => {
      if (send.challenge) void send.sendCode(send.challenge.from, altcha)
    },
    setMobile: form.setMobile,
    setName: form.setName,
    setEmail: form.setEmail,
    fillOtp: otp.fill,
    clearOtpDigit: otp.clear,
    sendCode: send.sendCode,
    resendCode: () => send.sendCode(form.sentFrom),
    verify: verify.verify,
    showLogin: () => showForm('login'),
    showSignup: () => showForm('signup'),
    changeNumber: () => {
      otp.reset()
      fields.clear()
      form.setMode(form.sentFrom)
    },
  }
}

export type LoginFlow = ReturnType<typeof useLoginFlow>
