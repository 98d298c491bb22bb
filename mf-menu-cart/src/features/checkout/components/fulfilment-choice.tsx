import { formatMinutesRange } from '@food/shared/format'
import { useOrderingTimes } from '@food/shared/query'
import type { OrderType } from '../hooks/use-delivery-charge'
import styles from './checkout-form.module.css'

type FulfilmentChoiceProps = {
  value: OrderType
  onChange: (value: OrderType) => void
}

const OPTIONS: { value: OrderType; title: string; detail: string }[] = [
  { value: 'delivery', title: 'Delivery', detail: 'To your door in Belfast' },
  {
    value: 'collection',
    title: 'Collection',
    detail: 'Pick it up from the shop',
  },
]

/** Delivery or collection, as a radio group, each with how long it takes now. */
export function FulfilmentChoice({ value, onChange }: FulfilmentChoiceProps) {
  const times = useOrderingTimes()
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Delivery or collection</legend>
      <div className={styles.twoChoices}>
        {OPTIONS.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name="order-type"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{option.title}</span>
              <span className={styles.choiceMeta}>{option.detail}</span>
              {times && (
                <span className={styles.choiceMeta}>
                  {formatMinutesRange(times[option.value].minutes)}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
