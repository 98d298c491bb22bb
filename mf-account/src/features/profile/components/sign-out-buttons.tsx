import { useSignOut } from '../hooks/use-sign-out'
import styles from './sign-out-buttons.module.css'

/**
 * Sign out ends this browser's session; Sign out everywhere ends every device's. While one
 * runs both stay focusable (aria-disabled, not disabled) and repeat taps are ignored.
 */
export function SignOutButtons() {
  const { isBusy, signOutHere, signOutEverywhere } = useSignOut()
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={styles.signOut}
        onClick={signOutHere}
        aria-disabled={isBusy}
      >
        Sign out
      </button>
      <button
        type="button"
        className={styles.signOut}
        onClick={signOutEverywhere}
        aria-disabled={isBusy}
      >
        Sign out everywhere
      </button>
    </div>
  )
}
