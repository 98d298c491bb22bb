import { formatMoney } from '@food/shared/format'
import type { StaffOrder } from '@food/shared/types'
import type { ReactNode } from 'react'
import { isPaidOnline } from '../utils/order-labels'
import styles from './order-card.module.css'

/**
 * A ticket's details, one tap away: the customer, the address, the totals and the rarer
 * actions. The summary says enough to hand the food over (name, postcode, total, paid).
 */
export function OrderMore({
  order,
  children,
}: {
  order: StaffOrder
  children: ReactNode
}) {
  const postcode =
    order.order_type !== 'collection' ? order.address?.postcode : null
  const summary = [
    order.customer.name,
    postcode,
    formatMoney(order.final_amount ?? 0),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <details className={styles.more}>
      <summary className={styles.moreSummary}>
        <span className={styles.moreLabel}>Details</span> {summary}
        {isPaidOnline(order) && <span className={styles.paidTag}>Paid</span>}
      </summary>
      <div className={styles.moreBody}>{children}</div>
    </details>
  )
}
