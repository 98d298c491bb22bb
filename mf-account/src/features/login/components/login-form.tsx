import type { LoginFlow } from '../hooks/use-login-flow'
import styles from './login-flow.module.css'
import { SendCodeForm } from './send-code-form'

/** Log-in mode: the mobile number, then a code by SMS. */
export function LoginForm({ flow }: { flow: LoginFlow }) {
  return (
    <SendCodeForm
      flow={flow}
      mode="login"
      switchTo={
        <>
          New here?{' '}
          <button
            type="button"
            className={styles.link}
            onClick={flow.showSignup}
          >
            Create an account
          </button>
        </>
      }
    >
      <p className={styles.intro}>
        Enter your mobile number and we will text you a 4-digit code.
      </p>
    </SendCodeForm>
  )
}
