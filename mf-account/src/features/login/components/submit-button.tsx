import type { ReactNode } from 'react'
import styles from './login-flow.module.css'

type Props = { isBusy: boolean; busyLabel: string; children: ReactNode }

/**
 * The form's submit button. While busy it stays focusable (aria-disabled, not
 * disabled) so keyboard focus is not lost; the flow ignores repeat submits.
 */
export function SubmitButton({ isBusy, busyLabel, children }: Props) {
  return (
    <button
      type="submit"
      className={styles.submit}
      aria-disabled={isBusy}
      aria-busy={isBusy}
    >
      {isBusy ? busyLabel : children}
    </button>
  )
}
