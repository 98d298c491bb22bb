import { formatMoney } from '@food/shared/format'
import type { ReactNode } from 'react'
import type { CheckoutTotals } from '../utils/checkout-totals'
import styles from './checkout-form.module.css'
import pageStyles from './checkout-page.module.css'

type OrderSummaryProps = {
  totals: CheckoutTotals
  /** A line under the totals, e.g. the guest's discount nudge. */
  note?: string
  /** Place order, right under what it will cost. */
  children: ReactNode
}

function DeliveryRow({ charge }: Pick<CheckoutTotals, 'charge'>) {
  if (charge.kind === 'collection') return null
  const value =
    charge.kind === 'unknown'
      ? charge.text
      : charge.pence === 0
        ? 'Free'
        : formatMoney(charge.pence)
  return (
    <>
      <dt>Delivery fee</dt>
      <dd>{value}</dd>
    </>
  )
}

/** Items, discount, delivery and the total with the VAT it contains. */
export function OrderSummary({ totals, note, children }: OrderSummaryProps) {
  return (
    <section className={pageStyles.card} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={pageStyles.heading}>
        Order summary
      </h2>
      <dl className={styles.totals}>
        <dt>Items total</dt>
        <dd>{formatMoney(totals.itemsTotal)}</dd>
        {totals.discount && (
          <>
            <dt className={styles.saving}>
              Discount ({totals.discount.percentage}%)
            </dt>
            <dd className={styles.saving}>
              −{formatMoney(totals.discount.amount)}
            </dd>
          </>
        )}
        <DeliveryRow charge={totals.charge} />
        <dt className={styles.grandTotal}>
          {totals.isFinal ? 'Total' : 'Total before delivery'}
        </dt>
        <dd className={styles.grandTotal}>{formatMoney(totals.total)}</dd>
      </dl>
      <p className={pageStyles.hint}>
        Includes VAT of {formatMoney(totals.vat)}
      </p>
      {note && <p className={pageStyles.hint}>{note}</p>}
      {children}
    </section>
  )
}
