import { formatMinutesRange, formatSlot } from '@food/shared/format'
import type { OrderingTimes, OrderPayload } from '@food/shared/types'
import { useId } from 'react'
import { onlyLaterOnOffer, type When } from '../utils/order-when'
import styles from './checkout-form.module.css'

type WhenChoiceProps = {
  times: OrderingTimes
  orderType: OrderPayload['order_type']
  when: When
  /** The slot the order goes for when "Later today" is chosen. */
  slot: string | null
  onChange: (when: When) => void
}

/** As soon as possible, or a quarter hour later this evening. */
export function WhenChoice({
  times,
  orderType,
  when,
  slot,
  onChange,
}: WhenChoiceProps) {
  const selectId = useId()
  const fulfilment = times[orderType]
  const isLater = when.kind === 'later'
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>When</legend>
      <div className={styles.twoChoices}>
        <label className={styles.choice}>
          <input
            type="radio"
            name="order-when"
            checked={!isLater}
            disabled={onlyLaterOnOffer(fulfilment)}
            onChange={() => onChange({ kind: 'asap' })}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>As soon as possible</span>
            <span className={styles.choiceMeta}>
              {fulfilment.isOpenNow
                ? `About ${formatMinutesRange(fulfilment.minutes)}`
                : 'Not available right now'}
            </span>
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="order-when"
            checked={isLater}
            disabled={fulfilment.slots.length === 0}
            onChange={() => onChange({ kind: 'later', slot })}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>Later today</span>
            <span className={styles.choiceMeta}>
              {fulfilment.slots.length === 0
                ? 'No more times tonight'
                : `${formatSlot(fulfilment.slots[0] ?? '')} to ${formatSlot(fulfilment.slots.at(-1) ?? '')}`}
            </span>
          </span>
        </label>
      </div>
      {isLater && fulfilment.slots.length > 0 && (
        <div className={styles.timeField}>
          <label htmlFor={selectId} className={styles.noteLabel}>
            {orderType === 'delivery' ? 'Delivery time' : 'Collection time'}
          </label>
          <select
            id={selectId}
            className={styles.timeSelect}
            value={slot ?? ''}
            onChange={(event) =>
              onChange({ kind: 'later', slot: event.target.value })
            }
          >
            {fulfilment.slots.map((option) => (
              <option key={option} value={option}>
                {formatSlot(option)}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  )
}
