import { useRef } from 'react'
import { useFocusFirstField } from '../hooks/use-focus-first-field'
import type { LoginFlow } from '../hooks/use-login-flow'
import { focusField } from '../utils/focus-field'
import styles from './login-flow.module.css'
import { MobileField } from './mobile-field'
import { SubmitButton } from './submit-button'

/** Log-in mode: the mobile number, then a code by SMS. */
export function LoginForm({ flow }: { flow: LoginFlow }) {
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstField(formRef)
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void flow.sendCode('login').then((invalid) => {
          if (invalid) focusField(formRef.current, invalid)
        })
      }}
    >
      <p className={styles.intro}>
        Enter your mobile number and we will text you a 4-digit code.
      </p>
      <MobileField
        value={flow.mobile}
        problem={flow.problems.mobile}
        onChange={flow.setMobile}
      />
      <SubmitButton isBusy={flow.isBusy} busyLabel="Sending code…">
        Send code
      </SubmitButton>
      <p className={styles.switch}>
        New here?{' '}
        <button type="button" className={styles.link} onClick={flow.showSignup}>
          Create an account
        </button>
      </p>
    </form>
  )
}
