import { Link } from 'react-router-dom'
import type { PaymentReturnView } from '../hooks/use-payment-return'
import styles from './checkout-page.module.css'
import { LoginPrompt } from './login-prompt'

type PaymentReturnProps = { view: PaymentReturnView }

const STILL_WAITING =
  "We're still waiting for Stripe to confirm your payment. It will show in Your orders as soon as it does."

function statusText(view: PaymentReturnView): string | null {
  if (view.status === 'checking') {
    return view.kind === 'paid'
      ? 'Confirming your payment…'
      : 'Cancelling your payment…'
  }
  if (view.status === 'unpaid') return view.message
  if (view.status === 'still-waiting') return STILL_WAITING
  return null
}

function alertText(view: PaymentReturnView): string | null {
  if (view.status === 'cancelled') return view.reason
  if (view.status === 'failed') return view.message
  return null
}

/**
 * Back from Stripe: what is happening to the payment, and the one thing to do next (log in,
 * retry, or look in Your orders). One status region for the whole return, so each change in
 * it is announced; a payment that did not go through is an alert.
 */
export function PaymentReturnNotice({ view }: PaymentReturnProps) {
  if (view.status === 'none' || view.status === 'paid') return null
  const status = statusText(view)
  const alert = alertText(view)
  return (
    <div className={`${styles.paymentReturn} ${styles.narrow}`}>
      <div role="status">
        {status && <p className={styles.notice}>{status}</p>}
      </div>
      {alert && (
        <p className={styles.error} role="alert">
          {alert}
        </p>
      )}
      {view.status === 'needs-login' && (
        <LoginPrompt headingId="payment-login-heading" heading="Your payment">
          Log in with your mobile number to see how your card payment went: the
          order is on your account.
        </LoginPrompt>
      )}
      {view.status === 'still-waiting' && (
        <div className={styles.actions}>
          <Link to="/orders" className={styles.primaryLink}>
            Your orders
          </Link>
        </div>
      )}
      {view.status === 'failed' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={view.retry}
          >
            Retry
          </button>
        </div>
      )}
    </div>
  )
}
