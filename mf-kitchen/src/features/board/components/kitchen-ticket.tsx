import { formatAddress, formatDate, formatMoney } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { StaffOrder } from '@food/shared/types'
import { formatUkMobile } from '../../../lib/format-mobile'
import { orderTypeText, paymentText } from '../utils/order-labels'
import styles from './kitchen-ticket.module.css'

const time = (at: string) => formatShopTime(new Date(at))

/** The kitchen's paper ticket of one order, for an 80 mm receipt printer. */
export function KitchenTicket({ order }: { order: StaffOrder }) {
  const { address } = order
  return (
    <article
      className={styles.ticket}
      data-testid="kitchen-ticket"
      aria-label={`Ticket for order ${order.order_id}`}
    >
      <h2 className={styles.number}>{order.order_id}</h2>
      <p className={styles.type}>{orderTypeText(order)}</p>
      <p className={styles.times}>
        Placed{' '}
        {order.createdAt
          ? `${formatDate(order.createdAt)} ${time(order.createdAt)}`
          : '–'}
        {order.scheduled_for && (
          <>
            <br />
            <strong>For {time(order.scheduled_for)}</strong>
          </>
        )}
        {order.ready_at && (
          <>
            <br />
            <strong>Ready {time(order.ready_at)}</strong>
          </>
        )}
      </p>
      <p className={styles.customer}>
        {order.customer.name}
        <br />
        {formatUkMobile(order.customer.mobile)}
      </p>
      {order.order_type !== 'collection' && address && (
        <address className={styles.address}>{formatAddress(address)}</address>
      )}
      <ul className={styles.lines}>
        {order.items.map((item, index) => (
          <li key={item._id ?? index} className={styles.line}>
            <span className={styles.dish}>
              {item.quantity ?? 1}× {item.menuItem.name}
            </span>
            {item.addons?.map((addon) => (
              <span key={addon.addon_item_id} className={styles.extra}>
                + {addon.name}
              </span>
            ))}
            {item.instructions && (
              <span className={styles.extra}>“{item.instructions}”</span>
            )}
          </li>
        ))}
      </ul>
      {order.note && <p className={styles.note}>Note: {order.note}</p>}
      <p className={styles.total}>
        Total {formatMoney(order.final_amount ?? 0)}
      </p>
      <p className={styles.payment}>{paymentText(order)}</p>
    </article>
  )
}
