import { formatMoney } from '@food/shared/format'
import type { OrderItem } from '@food/shared/types'
import styles from './order-card.module.css'

/** What was ordered: quantity and dish, its add-ons, the kitchen note and the line price. */
export function OrderLines({ items }: { items: OrderItem[] }) {
  return (
    <ul className={styles.lines} aria-label="Items">
      {items.map((item, index) => (
        <li key={item._id ?? index} className={styles.line}>
          <div className={styles.lineHead}>
            <span>{`${item.quantity ?? 1} × ${item.menuItem.name}`}</span>
            {item.line_total !== undefined && (
              <span className={styles.amount}>
                {formatMoney(item.line_total)}
              </span>
            )}
          </div>
          {item.addons && item.addons.length > 0 && (
            <ul className={styles.addons}>
              {item.addons.map((addon) => (
                <li key={addon.addon_item_id}>
                  {addon.price > 0
                    ? `+ ${addon.name} (${formatMoney(addon.price)})`
                    : `+ ${addon.name}`}
                </li>
              ))}
            </ul>
          )}
          {item.instructions && (
            <p className={styles.instructions}>“{item.instructions}”</p>
          )}
        </li>
      ))}
    </ul>
  )
}
