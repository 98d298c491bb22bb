import { openLoginDrawer, useIsLoggedIn } from '@food/shared/store'
import { LoadError } from '@food/shared/ui'
import { Link } from 'react-router-dom'
import { useCustomerOrders } from '../hooks/use-customer-orders'
import { useScrollToLinkedOrder } from '../hooks/use-scroll-to-linked-order'
import { OrderCard } from './order-card'
import styles from './orders-page.module.css'
import { OrdersSkeleton } from './orders-skeleton'

/** /orders: a guest is asked to log in; a customer sees every order, newest first. */
export function OrdersPage() {
  const isLoggedIn = useIsLoggedIn()
  return (
    <section className={styles.page} aria-labelledby="orders-heading">
      <h1 id="orders-heading">Your orders</h1>
      {isLoggedIn ? (
        <CustomerOrders />
      ) : (
        <div className={styles.guest}>
          <p>Log in with your mobile number to see and track your orders.</p>
          <button
            type="button"
            className={styles.button}
            onClick={openLoginDrawer}
          >
            Log in
          </button>
        </div>
      )}
    </section>
  )
}

function CustomerOrders() {
  const { orders, loaded, error, retry } = useCustomerOrders()
  useScrollToLinkedOrder(loaded && orders.length > 0)
  return (
    <>
      {error && <LoadError message={error} onRetry={retry} />}
      {!loaded && !error && <OrdersSkeleton />}
      {loaded && orders.length === 0 && (
        <div className={styles.guest}>
          <p>You have no orders yet.</p>
          <Link to="/" className={styles.button}>
            Browse the menu
          </Link>
        </div>
      )}
      {orders.length > 0 && (
        <ul className={styles.list}>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
    </>
  )
}
