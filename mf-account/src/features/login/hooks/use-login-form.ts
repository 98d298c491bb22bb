import { sanitiseMobileInput } from '@food/shared/validation'
import { useState } from 'react'
import type { FormMode } from '../utils/mode-after-send-error'
import { useFieldProblems } from './use-field-problems'
import { useOtpDigits } from './use-otp-digits'

export type LoginMode = FormMode | 'verify'

/**
 * What the customer has typed and which form is up: the mode, the form the
 * code was sent from, the fields, the OTP digits and the messages beside them.
 */
export function useLoginForm() {
  const [mode, setMode] = useState<LoginMode>('login')
  const [sentFrom, setSentFrom] = useState<FormMode>('login')
  const [mobile, setMobileValue] = useState('')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const otp = useOtpDigits()
  const fields = useFieldProblems({
    mobile,
    name,
    email,
    otp: otp.digits.join(''),
  })
  return {
    mode,
    setMode,
    sentFrom,
    setSentFrom,
    mobile,
    setMobile: (raw: string) => {
      setMobileValue(sanitiseMobileInput(raw))
      fields.mobileEdited()
    },
    name,
    setName,
    email,
    setEmail,
    otp,
    fields,
  }
}

export type LoginFormState = ReturnType<typeof useLoginForm>
