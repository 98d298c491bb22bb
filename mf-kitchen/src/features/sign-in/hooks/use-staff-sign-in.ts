import { type OtpSent, staffLogin, staffVerifyOtp } from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import { VALIDATION_MESSAGES } from '@food/shared/types'
import {
  isCompleteOtp,
  normaliseMobile,
  otpFromPaste,
  sanitiseMobileInput,
  validateMobile,
} from '@food/shared/validation'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { startStaffSession } from '../../../lib/staff-session'

/**
 * The kitchen's sign-in: a mobile on the staff list, then the 4-digit code
 * texted to it. The server's messages are shown as they are.
 */
export function useStaffSignIn() {
  const queryClient = useAppQueryClient()
  const [mobile, setMobileValue] = useState('')
  const [otp, setOtpValue] = useState('')
  const [sent, setSent] = useState<OtpSent | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const send = useMutation(
    {
      mutationFn: () => staffLogin(normaliseMobile(mobile)),
      onSuccess: (reply) => {
        setSent(reply)
        setOtpValue('')
      },
    },
    queryClient,
  )
  const verify = useMutation(
    {
      mutationFn: () => staffVerifyOtp(normaliseMobile(mobile), otp),
      onSuccess: ({ token, staff }) => startStaffSession(token, staff),
      onError: () => setOtpValue(''),
    },
    queryClient,
  )
  const isBusy = send.isPending || verify.isPending

  function sendCode() {
    if (isBusy) return
    const failure = validateMobile(mobile)
    setProblem(failure?.message ?? null)
    verify.reset()
    if (!failure) send.mutate()
  }

  function verifyCode() {
    if (isBusy) return
    const isComplete = isCompleteOtp(otp)
    setProblem(isComplete ? null : VALIDATION_MESSAGES.otpIncomplete)
    if (isComplete) verify.mutate()
  }

  function changeNumber() {
    setSent(null)
    setProblem(null)
    send.reset()
    verify.reset()
  }

  return {
    mobile,
    otp,
    sent,
    isBusy,
    /** What went wrong last: a rule here, else the server's message. */
    error: problem ?? verify.error?.message ?? send.error?.message ?? null,
    setMobile: (raw: string) => setMobileValue(sanitiseMobileInput(raw)),
    setOtp: (raw: string) => setOtpValue(otpFromPaste(raw)),
    sendCode,
    verifyCode,
    changeNumber,
  }
}
