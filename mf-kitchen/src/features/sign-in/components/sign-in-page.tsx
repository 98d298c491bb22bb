import { COUNTRY_PREFIX, OTP_LENGTH } from '@food/shared/types'
import { formatMobileWithPrefix } from '@food/shared/validation'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import ui from '../../../lib/ui.module.css'
import { useStaffSignIn } from '../hooks/use-staff-sign-in'
import styles from './sign-in-page.module.css'

/** The kitchen's door: staff sign in with their mobile and a texted code. */
export function SignInPage() {
  const flow = useStaffSignIn()
  const fieldId = useId()
  const errorId = useId()
  const fieldRef = useRef<HTMLInputElement>(null)
  const isCode = flow.sent !== null
  // The field of each step takes the focus, as the customer's login does.
  useEffect(() => fieldRef.current?.focus(), [isCode])

  const described = {
    'aria-invalid': flow.error !== null,
    'aria-describedby': flow.error ? errorId : undefined,
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isCode) flow.verifyCode()
    else flow.sendCode()
  }

  return (
    <section className={styles.page} aria-labelledby="kitchen-sign-in">
      <h1 id="kitchen-sign-in" className={styles.title}>
        Kitchen sign-in
      </h1>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        {isCode ? (
          <p>
            Enter the {OTP_LENGTH}-digit code we texted to{' '}
            <strong>{formatMobileWithPrefix(flow.mobile)}</strong>.
          </p>
        ) : (
          <p>
            Staff only: enter your mobile number and we will text you a code.
          </p>
        )}
        <label htmlFor={fieldId} className={ui.label}>
          {isCode ? 'Code' : `Mobile number (${COUNTRY_PREFIX} or 07…)`}
        </label>
        {isCode ? (
          <input
            ref={fieldRef}
            key="code"
            id={fieldId}
            className={`${ui.field} ${styles.input}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={flow.otp}
            onChange={(event) => flow.setOtp(event.target.value)}
            {...described}
          />
        ) : (
          <input
            ref={fieldRef}
            key="mobile"
            id={fieldId}
            type="tel"
            className={`${ui.field} ${styles.input}`}
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="07911 123456"
            value={flow.mobile}
            onChange={(event) => flow.setMobile(event.target.value)}
            {...described}
          />
        )}
        {flow.error && (
          <p id={errorId} role="alert" className={ui.error}>
            {flow.error}
          </p>
        )}
        <div className={ui.row}>
          <button
            type="submit"
            className={`${ui.button} ${ui.primary}`}
            aria-disabled={flow.isBusy}
            aria-busy={flow.isBusy}
          >
            {isCode
              ? flow.isBusy
                ? 'Checking…'
                : 'Sign in'
              : flow.isBusy
                ? 'Sending code…'
                : 'Send code'}
          </button>
          {isCode && (
            <>
              <button
                type="button"
                className={ui.button}
                onClick={flow.sendCode}
              >
                Send a new code
              </button>
              <button
                type="button"
                className={ui.button}
                onClick={flow.changeNumber}
              >
                Use another number
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  )
}
