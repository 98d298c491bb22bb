import { openLoginDrawer, useIsLoggedIn } from '@food/shared/store'
import styles from './orders-page.module.css'

/** /orders: a guest is asked to log in; a customer's orders come from the API. */
export function OrdersPage() {
  const isLoggedIn = useIsLoggedIn()
  return (
    <section className={styles.page} aria-labelledby="orders-heading">
      <h1 id="orders-heading">Your orders</h1>
      {isLoggedIn ? (
        <p>You have no orders yet.</p>
      ) : (
        <div className={styles.guest}>
          <p>Log in with your mobile number to see and track your orders.</p>
          <button
            type="button"
            className={styles.login}
            onClick={openLoginDrawer}
          >
            Log in
          </button>
        </div>
      )}
    </section>
  )
}
