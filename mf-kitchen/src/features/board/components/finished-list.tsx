import { formatMoney, orderStatusLabel } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import { type ReactNode, useState } from 'react'
import styles from './kitchen-board.module.css'
import { OrderCard } from './order-card'

type Props = {
  title: string
  orders: StaffOrder[]
  settings: KitchenSettings
  now: number
}

/**
 * A fold whose content is made only while it is open. A Friday night finishes a hundred
 * orders: kept as whole cards in closed folds they grew the board by ~90 nodes each and
 * were re-rendered with every change (bench/kitchen-board).
 */
function Fold({
  summary,
  className,
  children,
}: {
  summary: ReactNode
  className?: string
  children: ReactNode
}) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <details
      className={className}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>{summary}</summary>
      {isOpen && children}
    </details>
  )
}

/** Today's finished orders, folded away; each opens to its whole card. */
export function FinishedList({ title, orders, settings, now }: Props) {
  return (
    <Fold className={styles.finished} summary={`${title} (${orders.length})`}>
      {orders.length === 0 ? (
        <p className={styles.empty}>None yet.</p>
      ) : (
        <ul className={styles.finishedList}>
          {orders.map((order) => (
            <li key={order._id}>
              <Fold
                summary={`Order ${order.order_id} · ${orderStatusLabel(order.order_status, order.order_type)} · ${formatShopTime(new Date(order.updatedAt))} · ${formatMoney(order.final_amount ?? 0)}`}
              >
                <OrderCard order={order} settings={settings} now={now} />
              </Fold>
            </li>
          ))}
        </ul>
      )}
    </Fold>
  )
}
