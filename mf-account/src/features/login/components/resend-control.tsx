import styles from './login-flow.module.css'

type Props = { seconds: number; isBusy: boolean; onResend: () => void }

/** 'Resend code in N s' while the server would refuse, then the button. */
export function ResendControl({ seconds, isBusy, onResend }: Props) {
  if (seconds > 0) {
    return <p className={styles.muted}>{`Resend code in ${seconds} s`}</p>
  }
  return (
    <button
      type="button"
      className={styles.link}
      aria-disabled={isBusy}
      onClick={onResend}
    >
      Resend code
    </button>
  )
}
