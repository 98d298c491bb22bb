import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@food/shared/types'
import type { LoginFlow } from '../hooks/use-login-flow'
import styles from './login-flow.module.css'
import { SendCodeForm } from './send-code-form'
import { TextField } from './text-field'

/** Sign-up mode: name, email and mobile; the account exists once the code is verified. */
export function SignupForm({ flow }: { flow: LoginFlow }) {
  return (
    <SendCodeForm
      flow={flow}
      mode="signup"
      switchTo={
        <>
          Already have an account?{' '}
          <button
            type="button"
            className={styles.link}
            onClick={flow.showLogin}
          >
            Log in
          </button>
        </>
      }
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
    </SendCodeForm>
  )
}
