import { MAX_LINE_QUANTITY } from '@food/shared/types'
import styles from './quantity-stepper.module.css'

type QuantityStepperProps = {
  quantity: number
  onChange: (quantity: number) => void
}

/**
 * − and + around the number, 1 to 50. At a limit the button says so with
 * aria-disabled instead of disabled, so keyboard focus is not thrown out.
 */
export function QuantityStepper({ quantity, onChange }: QuantityStepperProps) {
  const isMin = quantity <= 1
  const isMax = quantity >= MAX_LINE_QUANTITY

  return (
    <fieldset className={styles.stepper}>
      <legend className={styles.label}>Quantity</legend>
      <button
        type="button"
        className={styles.step}
        aria-label="Decrease quantity"
        aria-disabled={isMin}
        onClick={() => !isMin && onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-atomic="true">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label="Increase quantity"
        aria-disabled={isMax}
        onClick={() => !isMax && onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  )
}
