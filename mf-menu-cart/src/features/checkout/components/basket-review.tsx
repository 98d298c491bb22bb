import { formatMoney } from '@food/shared/format'
import type { GuestCartItem } from '@food/shared/types'
import { guestCartTotal, guestLineTotal } from '../../../utils/cart-totals'
import styles from './checkout-page.module.css'

type BasketReviewProps = {
  items: GuestCartItem[]
}

function extrasText(count: number) {
  return count === 1 ? 'with 1 extra' : `with ${count} extras`
}

/** The basket's lines with quantity and price, and the subtotal. */
export function BasketReview({ items }: BasketReviewProps) {
  return (
    <section className={styles.card} aria-labelledby="basket-heading">
      <h2 id="basket-heading" className={styles.heading}>
        Your basket
      </h2>
      <ul className={styles.lines}>
        {items.map((item, index) => (
          // Guest lines have no id of their own: the same dish can appear
          // twice with different extras, so the position identifies a line.
          <li key={index} className={styles.line}>
            <div className={styles.lineText}>
              <span className={styles.lineName}>Item</span>
              <span className={styles.lineMeta}>
                Quantity: {item.quantity}
                {item.addons.length > 0 &&
                  ` · ${extrasText(item.addons.length)}`}
              </span>
              {item.instructions && (
                <span className={styles.lineMeta}>
                  Note: {item.instructions}
                </span>
              )}
            </div>
            <span className={styles.linePrice}>
              {formatMoney(guestLineTotal(item))}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatMoney(guestCartTotal(items))}</dd>
      </dl>
      <p className={styles.hint}>
        Prices include VAT. The delivery fee is added once you choose an
        address.
      </p>
    </section>
  )
}
