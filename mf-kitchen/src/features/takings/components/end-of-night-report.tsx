import { formatDate, formatMoney } from '@food/shared/format'
import type { Takings } from '@food/shared/types'
import { useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import ui from '../../../lib/ui.module.css'
import { ordersWord } from '../utils/orders-word'
import styles from './end-of-night-report.module.css'

/** Set on the page's body while the report prints: the print rules then hide all but it. */
export const REPORT_PRINTING_CLASS = 'mf_kitchen-printing-report'

/** The report as it goes on the 80 mm roll: what the till and the card machine should hold. */
function ReportPaper({ takings }: { takings: Takings }) {
  const { byPayment } = takings
  const lines: [string, string][] = [
    ['Cash expected in the drawer', formatMoney(byPayment.cash.total)],
    ['Card on delivery', formatMoney(byPayment.card.total)],
    ['Paid online', formatMoney(byPayment.online.total)],
    ['Refunds', formatMoney(takings.refunds.total)],
    ['Net takings', formatMoney(takings.net)],
    [`VAT at ${takings.vatRatePercent}% (included)`, formatMoney(takings.vat)],
  ]
  const apart: [string, string][] = [
    ['Orders taken', String(takings.orders)],
    ['Not answered yet', ordersWord(takings.pending.count)],
    ['For later', ordersWord(takings.forLater.count)],
    ['Rejected', ordersWord(takings.rejected.count)],
    ['Cancelled', ordersWord(takings.cancelled.count)],
  ]
  return (
    <article className={styles.paper} aria-label="End-of-night report">
      <h3 className={styles.title}>End of night</h3>
      <p className={styles.day}>
        Trading day {formatDate(`${takings.day}T12:00:00Z`)}
      </p>
      {[lines, apart].map((rows) => (
        <dl key={rows[0]?.[0]} className={styles.lines}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.line}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ))}
    </article>
  )
}

/**
 * The end-of-night report on screen, and printed on its own at 80 mm: a copy is put straight
 * under the body (outside the shell's layout, which the print rules hide) while it prints.
 */
export function EndOfNightReport({ takings }: { takings: Takings }) {
  const [isPrinting, setIsPrinting] = useState(false)
  const print = () => {
    flushSync(() => setIsPrinting(true))
    document.body.classList.add(REPORT_PRINTING_CLASS)
    window.addEventListener(
      'afterprint',
      () => {
        document.body.classList.remove(REPORT_PRINTING_CLASS)
        setIsPrinting(false)
      },
      { once: true },
    )
    window.print()
  }
  return (
    <section aria-labelledby="kitchen-report-title">
      <h2 id="kitchen-report-title" className={styles.heading}>
        End-of-night report
      </h2>
      <ReportPaper takings={takings} />
      <button type="button" className={ui.button} onClick={print}>
        Print report
      </button>
      {isPrinting &&
        createPortal(
          <div className={styles.printed} data-testid="end-of-night-paper">
            <ReportPaper takings={takings} />
          </div>,
          document.body,
        )}
    </section>
  )
}
