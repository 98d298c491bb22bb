import { formatAddress, formatMoney, refundedText } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { StaffOrder } from '@food/shared/types'
import { formatUkMobile, telHref } from '../../../lib/format-mobile'
import { isPaidOnline, paymentText } from '../utils/order-labels'
import styles from './order-card.module.css'

/** Who ordered, where it goes, what it costs and how it is paid: a ticket's details. */
export function OrderDetails({ order }: { order: StaffOrder }) {
  const { address } = order
  const refunded = refundedText(order)
  return (
    <>
      {order.ready_at && order.order_status !== 'rejected' && (
        <p className={styles.promised}>
          Promised for {formatShopTime(new Date(order.ready_at))}
        </p>
      )}
      <p className={styles.customer}>
        {order.customer.name}{' '}
        <a href={telHref(order.customer.mobile)} className={styles.phone}>
          {formatUkMobile(order.customer.mobile)}
        </a>
      </p>
      {order.order_type !== 'collection' && address && (
        <address className={styles.address}>{formatAddress(address)}</address>
      )}
      <OrderTotals order={order} />
      {/* Paid or to take at the door: said in words, the colour only helps. */}
      <p className={isPaidOnline(order) ? styles.paidOnline : styles.payment}>
        {paymentText(order)}
      </p>
      {refunded && <p className={styles.refunded}>Refunded {refunded}</p>}
    </>
  )
}

function OrderTotals({ order }: { order: StaffOrder }) {
  const discount = order.discount?.amount ?? 0
  const fee = order.delivery_fee ?? 0
  return (
    <dl className={styles.totals}>
      <dt>Subtotal</dt>
      <dd>{formatMoney(order.total_amount ?? 0)}</dd>
      {discount > 0 && (
        <>
          <dt>Discount</dt>
          <dd>−{formatMoney(discount)}</dd>
        </>
      )}
      {order.order_type !== 'collection' && (
        <>
          <dt>Delivery fee</dt>
          <dd>{formatMoney(fee)}</dd>
        </>
      )}
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total}>{formatMoney(order.final_amount ?? 0)}</dd>
    </dl>
  )
}
