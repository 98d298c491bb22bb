import { formatMoney, orderStatusLabel } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import styles from './kitchen-board.module.css'
import { OrderCard } from './order-card'

type Props = {
  title: string
  orders: StaffOrder[]
  settings: KitchenSettings
  now: number
}

/** Today's finished orders, folded away; each opens to its whole card. */
export function FinishedList({ title, orders, settings, now }: Props) {
  return (
    <details className={styles.finished}>
      <summary className={styles.summary}>
        {title} ({orders.length})
      </summary>
      {orders.length === 0 ? (
        <p className={styles.empty}>None yet.</p>
      ) : (
        <ul className={styles.finishedList}>
          {orders.map((order) => (
            <li key={order._id}>
              <details>
                <summary className={styles.summary}>
                  Order {order.order_id} ·{' '}
                  {orderStatusLabel(order.order_status, order.order_type)} ·{' '}
                  {formatShopTime(new Date(order.updatedAt))} ·{' '}
                  {formatMoney(order.final_amount ?? 0)}
                </summary>
                <OrderCard order={order} settings={settings} now={now} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
