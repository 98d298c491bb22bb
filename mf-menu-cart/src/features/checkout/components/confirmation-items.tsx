import { formatMoney } from '@food/shared/format'
import type { Order } from '@food/shared/types'
import styles from './checkout-form.module.css'
import pageStyles from './checkout-page.module.css'
import confirmationStyles from './order-confirmation.module.css'

/** The dishes as ordered, add-ons and notes included, then the totals the server charged. */
export function ConfirmationItems({ order }: { order: Order }) {
  const discount = order.discount?.amount ?? 0
  return (
    <section className={pageStyles.card} aria-labelledby="confirmation-items">
      <h2 id="confirmation-items" className={pageStyles.heading}>
        Your order
      </h2>
      <ul className={confirmationStyles.lines}>
        {order.items.map((item, index) => (
          <li key={item._id ?? index} className={confirmationStyles.line}>
            <span className={confirmationStyles.lineName}>
              {item.quantity ?? 1} × {item.menuItem.name}
            </span>
            <span>{formatMoney(item.line_total ?? 0)}</span>
            {item.addons && item.addons.length > 0 && (
              <span className={confirmationStyles.lineMeta}>
                {item.addons.map((addon) => addon.name).join(', ')}
              </span>
            )}
            {item.instructions && (
              <span className={confirmationStyles.lineMeta}>
                “{item.instructions}”
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>Items total</dt>
        <dd>{formatMoney(order.total_amount ?? 0)}</dd>
        {discount > 0 && (
          <>
            <dt className={styles.saving}>
              Discount ({order.discount?.percentage}%)
            </dt>
            <dd className={styles.saving}>−{formatMoney(discount)}</dd>
          </>
        )}
        {order.order_type === 'delivery' && (
          <>
            <dt>Delivery fee</dt>
            <dd>
              {order.delivery_fee ? formatMoney(order.delivery_fee) : 'Free'}
            </dd>
          </>
        )}
        <dt className={styles.grandTotal}>Total</dt>
        <dd className={styles.grandTotal}>
          {formatMoney(order.final_amount ?? 0)}
        </dd>
      </dl>
      {order.tax_amount !== undefined && (
        <p className={pageStyles.hint}>
          Includes VAT of {formatMoney(order.tax_amount)}
        </p>
      )}
    </section>
  )
}
