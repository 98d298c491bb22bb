import { openLoginDrawer, useIsLoggedIn } from '@food/shared/store'
import { LoadError, useIsHydrated } from '@food/shared/ui'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useLiveOrder } from '../hooks/use-live-order'
import { OrderDetails } from './order-details'
import styles from './orders-page.module.css'
import { OrdersSkeleton } from './orders-skeleton'

/** Navigation state of the checkout's move here: the order was just placed (kept on reload). */
type PlacedState = { placed?: boolean }

/**
 * /orders/{order_id}: one order, live while it is open. The checkout lands here once an order
 * is placed (or paid on Stripe's page), so the confirmation survives a reload. Only its
 * customer sees it: a guest is asked to log in (the drawer opens by itself), another
 * customer's order is not found.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const isHydrated = useIsHydrated()
  const isLoggedIn = useIsLoggedIn()
  const state = useLocation().state as PlacedState | null
  const isJustPlaced = isHydrated && state?.placed === true

  return (
    <section className={styles.page} aria-labelledby="order-heading">
      <h1 id="order-heading">
        {isJustPlaced
          ? `Thank you! Your order ${orderId} is placed.`
          : `Order ${orderId}`}
      </h1>
      {!isHydrated && <OrdersSkeleton cards={1} label="Loading your order…" />}
      {isHydrated && isLoggedIn && <CustomerOrder orderId={orderId} />}
      {isHydrated && !isLoggedIn && <GuestPrompt orderId={orderId} />}
    </section>
  )
}

function CustomerOrder({ orderId }: { orderId: string }) {
  const live = useLiveOrder(orderId)
  if (live.status === 'shown') return <OrderDetails order={live.order} />
  if (live.status === 'failed') {
    return <LoadError message={live.message} onRetry={live.retry} />
  }
  if (live.status === 'missing') {
    return (
      <div className={styles.guest} role="alert">
        <p>
          We couldn't find order {orderId} on your account. Check the number, or
          find it in your orders.
        </p>
        <Link to="/orders" className={styles.button}>
          Your orders
        </Link>
      </div>
    )
  }
  return <OrdersSkeleton cards={1} label="Loading your order…" />
}

/** A guest (a link from a text): the login drawer opens at once, and the page follows the login. */
function GuestPrompt({ orderId }: { orderId: string }) {
  useEffect(() => {
    openLoginDrawer()
  }, [])
  return (
    <div className={styles.guest}>
      <p>Log in with your mobile number to see order {orderId}.</p>
      <button type="button" className={styles.button} onClick={openLoginDrawer}>
        Log in
      </button>
    </div>
  )
}
