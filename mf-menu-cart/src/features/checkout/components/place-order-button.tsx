import styles from './checkout-form.module.css'
import pageStyles from './checkout-page.module.css'

type PlaceOrderButtonProps = {
  /** Why the order cannot be placed now; the button is off while there is one. */
  blocker: string | null
  isPending: boolean
  /** The server's refusal of the last try. */
  refusal: string | null
  /** What the page says after the tap (the guest's login request). */
  status?: string | null
  /** Without it the button submits the form it sits in. */
  onClick?: () => void
  /** The button's words, and its words while busy (paying online says where it goes). */
  label?: string
  busyLabel?: string
}

/** Place order (or Pay by card), with the reason it is off or the server's refusal right above it. */
export function PlaceOrderButton({
  blocker,
  isPending,
  refusal,
  status = null,
  onClick,
  label = 'Place order',
  busyLabel = 'Placing your order…',
}: PlaceOrderButtonProps) {
  return (
    <div className={styles.placeOrder}>
      {blocker && (
        <p id="order-blocker" className={pageStyles.notice}>
          {blocker}
        </p>
      )}
      {refusal && !isPending && (
        <p className={pageStyles.error} role="alert">
          {refusal}
        </p>
      )}
      <div role="status">
        {status && <p className={pageStyles.notice}>{status}</p>}
      </div>
      <button
        type={onClick ? 'button' : 'submit'}
        className={`${pageStyles.primaryButton} ${styles.placeButton}`}
        disabled={blocker !== null || isPending}
        aria-describedby={blocker ? 'order-blocker' : undefined}
        onClick={onClick}
      >
        {isPending ? busyLabel : label}
      </button>
    </div>
  )
}
