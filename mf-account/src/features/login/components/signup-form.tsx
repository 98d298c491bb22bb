import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@food/shared/types'
import { useRef } from 'react'
import { useFocusFirstField } from '../hooks/use-focus-first-field'
import type { LoginFlow } from '../hooks/use-login-flow'
import { focusField } from '../utils/focus-field'
import styles from './login-flow.module.css'
import { MobileField } from './mobile-field'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'

/** Sign-up mode: name, email and mobile; the account exists once the code is verified. */
export function SignupForm({ flow }: { flow: LoginFlow }) {
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstField(formRef)
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void flow.sendCode('signup').then((invalid) => {
          if (invalid) focusField(formRef.current, invalid)
        })
      }}
    >
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        value={flow.name}
        problem={flow.problems.name}
        onChange={flow.setName}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={flow.email}
        problem={flow.problems.email}
        onChange={flow.setEmail}
      />
      <MobileField
        value={flow.mobile}
        problem={flow.problems.mobile}
        onChange={flow.setMobile}
      />
      <SubmitButton isBusy={flow.isBusy} busyLabel="Sending code…">
        Send code
      </SubmitButton>
      <p className={styles.switch}>
        Already have an account?{' '}
        <button type="button" className={styles.link} onClick={flow.showLogin}>
          Log in
        </button>
      </p>
    </form>
  )
}
