import type { PaymentMethod } from '../hooks/use-customer-order'
import type { OrderType } from '../hooks/use-delivery-charge'
import styles from './checkout-form.module.css'

type PaymentChoiceProps = {
  orderType: OrderType
  value: PaymentMethod
  onChange: (value: PaymentMethod) => void
}

/** Where the money changes hands, in the customer's words for the chosen order type. */
export function paymentLabel(method: PaymentMethod, orderType: OrderType) {
  const how = method === 'cash' ? 'Cash' : 'Card'
  return orderType === 'delivery'
    ? `${how} on delivery`
    : `${how} at the counter`
}

const METHODS: PaymentMethod[] = ['cash', 'card']

/** Cash or card, paid when the food is handed over: there is no online payment. */
export function PaymentChoice({
  orderType,
  value,
  onChange,
}: PaymentChoiceProps) {
  return (
    <fieldset className={styles.fieldset} aria-describedby="payment-hint">
      <legend className={styles.legend}>Payment</legend>
      <p id="payment-hint" className={styles.choiceMeta}>
        You pay when you get your food; nothing is charged online.
      </p>
      <div className={styles.twoChoices}>
        {METHODS.map((method) => (
          <label key={method} className={styles.choice}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <span className={styles.choiceTitle}>
              {paymentLabel(method, orderType)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
