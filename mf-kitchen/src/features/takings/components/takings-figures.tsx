import { formatMoney } from '@food/shared/format'
import type { Takings } from '@food/shared/types'
import { formatDuration } from '../utils/format-duration'
import { ordersWord } from '../utils/orders-word'
import styles from './takings-page.module.css'

type Figure = [term: string, value: string]

const tallied = (tally: { count: number; total: number }) =>
  `${formatMoney(tally.total)} (${ordersWord(tally.count)})`
const lost = (tally: { count: number; value: number }) =>
  `${ordersWord(tally.count)}, ${formatMoney(tally.value)}`

function FigureGroup({ title, rows }: { title: string; rows: Figure[] }) {
  return (
    <section aria-label={title}>
      <h3 className={styles.group}>{title}</h3>
      <dl className={styles.figures}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.figure}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** One day's figures: what was taken (accepted) and how, what waits or was lost, how fast. */
export function TakingsFigures({ takings }: { takings: Takings }) {
  const { byPayment } = takings
  return (
    <>
      <FigureGroup
        title="Taken: orders the kitchen accepted"
        rows={[
          [
            'Total taken',
            tallied({ count: takings.orders, total: takings.total }),
          ],
          ['Cash', tallied(byPayment.cash)],
          ['Card on delivery', tallied(byPayment.card)],
          ['Paid online', tallied(byPayment.online)],
          ['Refunds', tallied(takings.refunds)],
          ['Net takings', formatMoney(takings.net)],
          [
            `VAT at ${takings.vatRatePercent}% (included)`,
            formatMoney(takings.vat),
          ],
          ['Discounts given', formatMoney(takings.discounts)],
          ['Delivery fees', formatMoney(takings.deliveryFees)],
        ]}
      />
      <FigureGroup
        title="Not taken"
        rows={[
          ['Not answered yet', tallied(takings.pending)],
          ['For later, not accepted yet', tallied(takings.forLater)],
          ['Rejected', lost(takings.rejected)],
          ['Cancelled', lost(takings.cancelled)],
        ]}
      />
      <FigureGroup
        title="Speed"
        rows={[
          [
            'Median time to answer',
            formatDuration(takings.medianAcknowledgeSeconds),
          ],
          [
            'Median preparation time',
            formatDuration(takings.medianPreparationSeconds),
          ],
        ]}
      />
    </>
  )
}
