import type { KitchenSettings, StaffOrder } from '@food/shared/types'
import styles from './kitchen-board.module.css'
import { OrderCard } from './order-card'

type Props = {
  title: string
  orders: StaffOrder[]
  settings: KitchenSettings
  now: number
}

/** One column of the board, its count in its heading. */
export function BoardColumn({ title, orders, settings, now }: Props) {
  const id = `column-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <section className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {title} <span className={styles.count}>({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className={styles.empty}>None</p>
      ) : (
        <ul className={styles.cards}>
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} settings={settings} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
