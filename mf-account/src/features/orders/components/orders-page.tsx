import { openLoginDrawer, useIsLoggedIn } from '@food/shared/store'
import { LoadError, useIsHydrated } from '@food/shared/ui'
import { Link } from 'react-router-dom'
import { useCustomerOrders } from '../hooks/use-customer-orders'
import { useScrollToLinkedOrder } from '../hooks/use-scroll-to-linked-order'
import { OrderCard } from './order-card'
import { OrderPage } from './order-page'
import styles from './orders-page.module.css'
import { OrdersSkeleton } from './orders-skeleton'

/**
 * /orders: a guest is asked to log in; a customer sees every order, newest first.
 * /orders/{order_id}: that one order (OrderPage). The server renders the heading and
 * placeholders, the same for everyone; the session is read in the browser.
 */
export function OrdersPage({ orderId }: { orderId?: string }) {
  const isHydrated = useIsHydrated()
  const isLoggedIn = useIsLoggedIn()
  if (orderId) return <OrderPage orderId={orderId} />
  return (
    <section className={styles.page} aria-labelledby="orders-heading">
      <h1 id="orders-heading">Your orders</h1>
      {!isHydrated && <OrdersSkeleton />}
      {isHydrated && isLoggedIn && <CustomerOrders />}
      {isHydrated && !isLoggedIn && (
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
