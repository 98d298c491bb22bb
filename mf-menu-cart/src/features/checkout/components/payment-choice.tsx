import type { PaymentMethod } from '@food/shared/types'
import type { OrderType } from '../hooks/use-delivery-charge'
import styles from './checkout-form.module.css'

type PaymentChoiceProps = {
  orderType: OrderType
  value: PaymentMethod
  onChange: (value: PaymentMethod) => void
  /** The shop takes card payments online (Stripe): "Pay now by card" comes first. */
  canPayOnline: boolean
}

/** How the customer pays, in their words for the chosen order type. */
function paymentLabel(method: PaymentMethod, orderType: OrderType) {
  if (method === 'online') return 'Pay now by card'
  const how = method === 'cash' ? 'Cash' : 'Card'
  return orderType === 'delivery'
    ? `${how} on delivery`
    : `${how} at the counter`
}

const DETAILS: Partial<Record<PaymentMethod, string>> = {
  online: "Card, Apple Pay or Google Pay on Stripe's secure page.",
}

const hintFor = (method: PaymentMethod) =>
  method === 'online'
    ? 'You pay now; the kitchen gets your order once the payment is confirmed.'
    : 'You pay when you get your food; nothing is charged online.'

/** The option's name, and what it means when there is more to say. */
function PaymentTitle({ label, detail }: { label: string; detail?: string }) {
  const title = <span className={styles.choiceTitle}>{label}</span>
  if (!detail) return title
  return (
    <span className={styles.choiceText}>
      {title}
      <span className={styles.choiceMeta}>{detail}</span>
    </span>
  )
}

/** Pay now online (when the shop offers it), or cash or card when the food is handed over. */
export function PaymentChoice({
  orderType,
  value,
  onChange,
  canPayOnline,
}: PaymentChoiceProps) {
  const methods: PaymentMethod[] = canPayOnline
    ? ['online', 'cash', 'card']
    : ['cash', 'card']
  return (
    <fieldset className={styles.fieldset} aria-describedby="payment-hint">
      <legend className={styles.legend}>Payment</legend>
      <p id="payment-hint" className={styles.choiceMeta}>
        {hintFor(value)}
      </p>
      <div className={canPayOnline ? styles.choices : styles.twoChoices}>
        {methods.map((method) => (
          <label key={method} className={styles.choice}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <PaymentTitle
              label={paymentLabel(method, orderType)}
              detail={DETAILS[method]}
            />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
