import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@food/shared/types'
import { useId, useRef } from 'react'
import { useFocusFirstField } from '../hooks/use-focus-first-field'
import type { LoginFlow } from '../hooks/use-login-flow'
import styles from './login-flow.module.css'
import { MobileField } from './mobile-field'
import { SubmitButton } from './submit-button'

/** Sign-up mode: name, email and mobile; the account exists once the code is verified. */
export function SignupForm({ flow }: { flow: LoginFlow }) {
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  useFocusFirstField(formRef)
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void flow.sendCode('signup')
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          Full name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          className={styles.input}
          value={flow.name}
          onChange={(event) => flow.setName(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          className={styles.input}
          value={flow.email}
          onChange={(event) => flow.setEmail(event.target.value)}
        />
      </div>
      <MobileField value={flow.mobile} onChange={flow.setMobile} />
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
