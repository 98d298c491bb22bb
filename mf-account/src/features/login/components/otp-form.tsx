import { OTP_LENGTH } from '@food/shared/types'
import { formatMobileWithPrefix, otpFromPaste } from '@food/shared/validation'
import { type ClipboardEvent, type FormEvent, useRef } from 'react'
import { useFocusFirstField } from '../hooks/use-focus-first-field'
import type { LoginFlow } from '../hooks/use-login-flow'
import { focusFirstField } from '../utils/focus-first-field'
import styles from './login-flow.module.css'
import { OtpInputs } from './otp-inputs'
import { ResendControl } from './resend-control'
import { SubmitButton } from './submit-button'

/** Verify mode: the 4 digits, resend after the countdown, or another number. */
export function OtpForm({ flow }: { flow: LoginFlow }) {
  const formRef = useRef<HTMLFormElement>(null)
  const boxesRef = useRef<(HTMLInputElement | null)[]>([])
  useFocusFirstField(formRef)

  // A paste anywhere in the form takes the first 4 digits of the text.
  const handlePaste = (event: ClipboardEvent) => {
    const digits = otpFromPaste(event.clipboardData.getData('text'))
    if (!digits) return
    event.preventDefault()
    const written = flow.fillOtp(0, digits)
    boxesRef.current[Math.min(written, OTP_LENGTH - 1)]?.focus()
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const outcome = await flow.verify()
    // A refused code has emptied the boxes: start again from the first.
    if (outcome === 'rejected') boxesRef.current[0]?.focus()
    else if (outcome === 'incomplete') focusFirstField(formRef.current)
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      onPaste={handlePaste}
    >
      <p className={styles.intro}>
        Enter the {OTP_LENGTH}-digit code we sent to{' '}
        <strong>{formatMobileWithPrefix(flow.mobile)}</strong>.
      </p>
      <OtpInputs
        digits={flow.otp}
        problem={flow.problems.otp}
        boxesRef={boxesRef}
        onFill={flow.fillOtp}
        onClear={flow.clearOtpDigit}
      />
      <SubmitButton isBusy={flow.isBusy} busyLabel="Verifying…">
        Verify
      </SubmitButton>
      <div className={styles.actions}>
        <ResendControl
          seconds={flow.resendSeconds}
          isBusy={flow.isBusy}
          onResend={() => void flow.resendCode()}
        />
        <button
          type="button"
          className={styles.link}
          onClick={flow.changeNumber}
        >
          Change number
        </button>
      </div>
    </form>
  )
}
