import { formatDate, orderStatusLabel } from '@food/shared/format'
import { useOrders } from '@food/shared/query'
import { closeProfileDrawer, trackOrder } from '@food/shared/store'
import { ORDER_HISTORY_LIMIT, type Order } from '@food/shared/types'
import { LoadError } from '@food/shared/ui'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { OrderAgainButton } from '../../../lib/order-again-button'
import { recentOrders } from '../utils/recent-orders'
import styles from './order-history.module.css'

/** The Order History tab: the 5 most recently updated orders, each linking to its page, with Track Order and Order again. */
export function OrderHistory() {
  const { orders, loaded, error, retry } = useOrders()

  if (error && !loaded) {
    return <LoadError message={error} onRetry={retry} />
  }
  if (!loaded) {
    return (
      <p role="status" className={styles.muted}>
        Loading your orders…
      </p>
    )
  }
  if (orders.length === 0) {
    return <p className={styles.muted}>You have no orders yet.</p>
  }
  return (
    <ul className={styles.list}>
      {recentOrders(orders, ORDER_HISTORY_LIMIT).map((order) => (
        <HistoryItem key={order._id} order={order} />
      ))}
    </ul>
  )
}

function HistoryItem({ order }: { order: Order }) {
  const titleId = useId()
  const handleTrack = () => {
    trackOrder(order._id)
    closeProfileDrawer()
  }
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {/* The order's own page; the drawer gives way to it. */}
          <Link
            to={`/orders/${encodeURIComponent(order.order_id)}`}
            onClick={closeProfileDrawer}
          >
            Order #{order.order_id}
          </Link>
        </h3>
        <span className={styles.status}>
          {orderStatusLabel(order.order_status, order.order_type)}
        </span>
      </div>
      <p className={styles.muted}>
        <time dateTime={order.createdAt ?? order.updatedAt}>
          {formatDate(order.createdAt ?? order.updatedAt)}
        </time>
      </p>
      <p className={styles.names}>
        {order.items.map((item) => item.menuItem.name).join(', ')}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.track}
          aria-describedby={titleId}
          onClick={handleTrack}
        >
          Track Order
        </button>
        <OrderAgainButton
          orderId={order._id}
          describedBy={titleId}
          onDone={closeProfileDrawer}
        />
      </div>
    </li>
  )
}
