import type {} from 'altcha/types/react'
import { useAltchaWidget } from '../hooks/use-altcha-widget'
import styles from './login-flow.module.css'

type Props = {
  /** The API's words: why the check is asked for. */
  message: string
  onSolved: (payload: string) => void
}

/** The proof-of-work check the API asks for when an address's codes go unentered. */
export function RobotCheck({ message, onSolved }: Props) {
  const { challenge, setWidget } = useAltchaWidget(onSolved)
  return (
    <section className={styles.robotCheck} aria-label="Robot check">
      <p role="status" className={styles.intro}>
        {message}
      </p>
      {challenge && <altcha-widget ref={setWidget} />}
    </section>
  )
}
