import { formatShopTime } from '@food/shared/time'
import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import ui from '../../../lib/ui.module.css'
import { useOrderAction } from '../hooks/use-order-action'
import { printTicket } from '../state/print-store'
import styles from './print-state.module.css'

type Props = { order: StaffOrder; settings: KitchenSettings }

/**
 * How the order's ticket stands on the kitchen printer, as every tablet hears it from the
 * board's stream: Printing…, Printed 19:02, or Not printed with the reason, Retry (sent once
 * however many tablets tap it) and the browser's print as the way round.
 */
export function PrintState({ order, settings }: Props) {
  const retry = useOrderAction(order)
  const { print } = order
  if (!settings.printer || !print) return null
  if (print.state === 'printing') {
    return (
      <p role="status" className={styles.state}>
        Printing ticket…
      </p>
    )
  }
  if (print.state === 'printed') {
    return (
      <p role="status" className={styles.state}>
        Printed
        {print.printedAt && ` ${formatShopTime(new Date(print.printedAt))}`}
      </p>
    )
  }
  return (
    <div className={styles.failed}>
      <p role="alert" className={ui.error}>
        <strong>Not printed</strong> — {print.error}
      </p>
      {retry.error && (
        <p role="alert" className={ui.error}>
          {retry.error.message}
        </p>
      )}
      <div className={ui.row}>
        <button
          type="button"
          className={`${ui.button} ${ui.primary}`}
          aria-disabled={retry.isPending}
          onClick={() => {
            if (!retry.isPending)
              retry.mutate({ kind: 'print', reprint: false })
          }}
        >
          {retry.isPending ? 'Retrying…' : 'Retry'}
        </button>
        <button
          type="button"
          className={ui.button}
          onClick={() => printTicket(order)}
        >
          Print here
        </button>
      </div>
    </div>
  )
}
