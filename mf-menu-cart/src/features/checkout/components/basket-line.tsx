import { formatMoney } from '@food/shared/format'
import { MAX_LINE_QUANTITY } from '@food/shared/types'
import { VisuallyHidden } from '@food/shared/ui'
import type { CartLineView } from '../../../lib/cart-view'
import styles from './basket.module.css'

type BasketLineProps = {
  line: CartLineView
  /** A change to this line is on its way to the server. */
  isPending: boolean
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

/**
 * One basket line. The buttons use aria-disabled rather than disabled: a button that turns
 * disabled drops keyboard focus, and the customer pressing − or + again would lose their place.
 */
export function BasketLine({
  line,
  isPending,
  onQuantity,
  onRemove,
}: BasketLineProps) {
  const canDecrease = !isPending && line.quantity > 1
  const canIncrease = !isPending && line.quantity < MAX_LINE_QUANTITY

  return (
    <li className={styles.line}>
      <div className={styles.lineText}>
        <h3 className={styles.lineName}>{line.name}</h3>
        {line.addonNames.length > 0 && (
          <p className={styles.lineMeta}>With: {line.addonNames.join(', ')}</p>
        )}
        {line.instructions && (
          <p className={styles.lineMeta}>Note: {line.instructions}</p>
        )}
        <p className={styles.lineMeta}>{formatMoney(line.unitPrice)} each</p>
        {!line.available && (
          <p className={styles.unavailable}>
            {line.unavailableOptions.length > 0
              ? `${line.unavailableOptions.join(', ')}: no longer available, please remove it.`
              : 'No longer on the menu: please remove it.'}
          </p>
        )}
      </div>
      <span className={styles.lineTotal}>{formatMoney(line.lineTotal)}</span>
      <div className={styles.controls}>
        <fieldset className={styles.stepper}>
          <VisuallyHidden as="legend">Quantity of {line.name}</VisuallyHidden>
          <button
            type="button"
            className={styles.step}
            aria-label={`Decrease quantity of ${line.name}`}
            aria-disabled={!canDecrease}
            onClick={() => canDecrease && onQuantity(line.quantity - 1)}
          >
            −
          </button>
          <span className={styles.quantity}>{line.quantity}</span>
          <button
            type="button"
            className={styles.step}
            aria-label={`Increase quantity of ${line.name}`}
            aria-disabled={!canIncrease}
            onClick={() => canIncrease && onQuantity(line.quantity + 1)}
          >
            +
          </button>
        </fieldset>
        <button
          type="button"
          className={styles.remove}
          aria-disabled={isPending}
          onClick={() => !isPending && onRemove()}
        >
          Remove<VisuallyHidden> {line.name}</VisuallyHidden>
        </button>
      </div>
    </li>
  )
}
