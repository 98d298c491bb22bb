import { formatMoney } from '@food/shared/format'
import type { Takings } from '@food/shared/types'
import { formatDuration } from '../utils/format-duration'
import styles from './takings-page.module.css'

const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`)
const refunds = (count: number) =>
  count === 1 ? '1 refund' : `${count} refunds`

/** One day's figures: what came in, how, what went back, what was given or lost, how fast. */
export function TakingsFigures({ takings }: { takings: Takings }) {
  const { byPayment, refunds: given, rejected, cancelled } = takings
  const rows: [string, string][] = [
    ['Orders', String(takings.orders)],
    ['Total taken', formatMoney(takings.total)],
    [
      'Cash',
      `${formatMoney(byPayment.cash.total)} (${orders(byPayment.cash.count)})`,
    ],
    [
      'Card',
      `${formatMoney(byPayment.card.total)} (${orders(byPayment.card.count)})`,
    ],
    [
      'Paid online',
      `${formatMoney(byPayment.online.total)} (${orders(byPayment.online.count)})`,
    ],
    ['Refunds', `${formatMoney(given.total)} (${refunds(given.count)})`],
    ['Net takings', formatMoney(takings.net)],
    ['Discounts given', formatMoney(takings.discounts)],
    ['Delivery fees', formatMoney(takings.deliveryFees)],
    ['Rejected', `${orders(rejected.count)}, ${formatMoney(rejected.value)}`],
    [
      'Cancelled',
      `${orders(cancelled.count)}, ${formatMoney(cancelled.value)}`,
    ],
    ['Median time to answer', formatDuration(takings.medianAcknowledgeSeconds)],
    [
      'Median preparation time',
      formatDuration(takings.medianPreparationSeconds),
    ],
  ]
  return (
    <dl className={styles.figures}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.figure}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
