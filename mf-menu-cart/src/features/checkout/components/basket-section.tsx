import { useAppMutation } from '@food/shared/query'
import { changeLineQuantity, removeLine } from '../../../lib/cart-actions'
import type { CartLineView, CartView } from '../../../lib/cart-view'
import type { BasketChange } from '../utils/basket-change'
import styles from './basket.module.css'
import { BasketLine } from './basket-line'
import { BASKET_HEADING_ID, CHECKOUT_HEADING_ID } from './checkout-ids'
import pageStyles from './checkout-page.module.css'

type BasketSectionProps = {
  cart: CartView
  /** Set when a line is off the menu: the customer must remove it first. */
  offMenuReason: string | null
  onChange: (change: BasketChange) => void
}

/** The basket's lines, each with its quantity stepper and Remove. */
export function BasketSection({
  cart,
  offMenuReason,
  onChange,
}: BasketSectionProps) {
  // A customer's line waits for the server; its buttons ignore taps until it answers. The
  // cart actions show their own failure, so the change never rejects.
  const lineChange = useAppMutation({
    mutationFn: ({
      key,
      quantity,
    }: {
      key: string
      quantity: number | null
    }) =>
      quantity === null
        ? removeLine(cart.kind, key)
        : changeLineQuantity(cart.kind, key, quantity),
  })
  const changingKey = lineChange.isPending ? lineChange.variables.key : null

  async function handleQuantity(line: CartLineView, quantity: number) {
    await lineChange.mutateAsync({ key: line.key, quantity })
    onChange({ type: 'quantity', key: line.key, name: line.name, quantity })
  }

  async function handleRemove(line: CartLineView) {
    await lineChange.mutateAsync({ key: line.key, quantity: null })
    onChange({ type: 'remove', key: line.key, name: line.name })
    // The Remove button is gone: keep keyboard focus near where it was.
    const target =
      cart.lines.length > 1 ? BASKET_HEADING_ID : CHECKOUT_HEADING_ID
    document.getElementById(target)?.focus()
  }

  return (
    <section className={pageStyles.card} aria-labelledby={BASKET_HEADING_ID}>
      <h2 id={BASKET_HEADING_ID} className={pageStyles.heading} tabIndex={-1}>
        Your basket
      </h2>
      {offMenuReason && <p className={pageStyles.error}>{offMenuReason}</p>}
      <ul className={styles.lines}>
        {cart.lines.map((line) => (
          <BasketLine
            key={line.key}
            line={line}
            isPending={changingKey === line.key}
            onQuantity={(quantity) => handleQuantity(line, quantity)}
            onRemove={() => handleRemove(line)}
          />
        ))}
      </ul>
    </section>
  )
}
