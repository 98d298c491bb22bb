import type { StaffOrder } from '@food/shared/types'
import styles from './order-card.module.css'

/** What to cook: each dish with its add-ons and the customer's words, and the order's note. */
export function OrderLines({ order }: { order: StaffOrder }) {
  return (
    <>
      <ul className={styles.lines} aria-label="Items">
        {order.items.map((item, index) => (
          <li key={item._id ?? index} className={styles.line}>
            <span className={styles.dish}>
              {item.quantity ?? 1}× {item.menuItem.name}
            </span>
            {item.addons && item.addons.length > 0 && (
              <span className={styles.addons}>
                + {item.addons.map((addon) => addon.name).join(', ')}
              </span>
            )}
            {item.instructions && (
              <span className={styles.instructions}>“{item.instructions}”</span>
            )}
          </li>
        ))}
      </ul>
      {order.note && <p className={styles.note}>Note: {order.note}</p>}
    </>
  )
}
