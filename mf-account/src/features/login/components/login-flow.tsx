import { type LoginMode, useLoginFlow } from '../hooks/use-login-flow'
import styles from './login-flow.module.css'
import { LoginForm } from './login-form'
import { OtpForm } from './otp-form'
import { RobotCheck } from './robot-check'
import { SignupForm } from './signup-form'

const TITLES: Record<LoginMode, string> = {
  login: 'Log in',
  signup: 'Sign up',
  verify: 'Verify OTP',
}

type Props = {
  /** The heading's id, so a dialog or page can be labelled by it. */
  titleId: string
  titleAs?: 'h1' | 'h2'
  /** Called once the customer is logged in and the guest cart merged. */
  onDone: () => void
}

/** The three modes of SPEC section 2: Log-in, Sign-up and Verify OTP. */
export function LoginFlow({ titleId, titleAs: Title = 'h2', onDone }: Props) {
  const flow = useLoginFlow({ onDone })
  return (
    <div className={styles.flow}>
      <Title id={titleId} className={styles.title}>
        {TITLES[flow.mode]}
      </Title>
      {flow.mode === 'login' && <LoginForm flow={flow} />}
      {flow.mode === 'signup' && <SignupForm flow={flow} />}
      {flow.mode === 'verify' && <OtpForm flow={flow} />}
      {flow.challenge && (
        <RobotCheck
          message={flow.challenge.message}
          onSolved={flow.sendSolved}
        />
      )}
    </div>
  )
}
