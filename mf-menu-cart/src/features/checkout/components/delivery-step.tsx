import { openLoginDrawer, useIsLoggedIn } from '@food/shared/store'
import styles from './checkout-page.module.css'

/** The next step after the basket: delivery details, which need an account. */
export function DeliveryStep() {
  const isLoggedIn = useIsLoggedIn()

  return (
    <section className={styles.card} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className={styles.heading}>
        Delivery details
      </h2>
      {isLoggedIn ? (
        <p className={styles.hint}>Next, choose where we deliver your order.</p>
      ) : (
        <>
          <p className={styles.hint}>
            Next come your delivery details. Log in with your mobile number to
            add an address and place your order.
          </p>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={openLoginDrawer}
          >
            Login
          </button>
        </>
      )}
    </section>
  )
}
