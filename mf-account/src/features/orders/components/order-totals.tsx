import { formatMoney, refundedText } from '@food/shared/format'
import type { Order } from '@food/shared/types'
import { isCollection } from '../utils/is-collection'
import styles from './order-card.module.css'

type Row = { term: string; value: string; isTotal?: boolean }

function totalRows(order: Order): Row[] {
  const rows: Row[] = []
  if (order.total_amount !== undefined) {
    rows.push({ term: 'Items total', value: formatMoney(order.total_amount) })
  }
  if (order.discount && order.discount.amount > 0) {
    rows.push({
      term: `Discount (${order.discount.percentage}%)`,
      value: `−${formatMoney(order.discount.amount)}`,
    })
  }
  if (!isCollection(order) && order.delivery_fee !== undefined) {
    rows.push({
      term: 'Delivery fee',
      value: order.delivery_fee > 0 ? formatMoney(order.delivery_fee) : 'Free',
    })
  }
  if (order.final_amount !== undefined) {
    rows.push({
      term: 'Total',
      value: formatMoney(order.final_amount),
      isTotal: true,
    })
  }
  const refunded = refundedText(order)
  if (refunded) rows.push({ term: 'Refunded', value: refunded })
  return rows
}

/** Items total, discount, delivery fee, what was paid and any refund, as the API worked them out. */
export function OrderTotals({ order }: { order: Order }) {
  const rows = totalRows(order)
  if (rows.length === 0) return null
  return (
    <dl className={styles.totals}>
      {rows.map((row) => (
        <div
          key={row.term}
          className={row.isTotal ? `${styles.row} ${styles.total}` : styles.row}
        >
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
