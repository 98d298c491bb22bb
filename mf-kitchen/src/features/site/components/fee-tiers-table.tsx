import { SITE_LIMITS } from '@food/shared/types'
import { VisuallyHidden } from '@food/shared/ui'
import ui from '../../../lib/ui.module.css'
import type { FieldErrors } from '../utils/form-check'
import { type TierRow, tierKey } from '../utils/money-form'
import styles from './site.module.css'

type Props = {
  tiers: TierRow[]
  errors: FieldErrors
  onChange: (tiers: TierRow[]) => void
}

/** One cell's input, labelled for the tier it belongs to, with its problem below it. */
function TierInput({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: string
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  const errorId = `${name}-error`
  return (
    <td>
      <input
        name={name}
        aria-label={label}
        className={ui.field}
        // Narrow by default, so three columns fit a 360 px phone.
        size={5}
        inputMode="decimal"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className={ui.fieldError}>
          {error}
        </p>
      )}
    </td>
  )
}

/** The delivery fee tiers, nearest first: up to how many miles, and the fee in pounds. */
export function FeeTiersTable({ tiers, errors, onChange }: Props) {
  const update = (key: number, next: Partial<TierRow>) =>
    onChange(
      tiers.map((tier) => (tier.key === key ? { ...tier, ...next } : tier)),
    )
  const last = tiers.at(-1)
  const addTier = () =>
    onChange([
      ...tiers,
      {
        key: tierKey(),
        miles: String(
          Math.min(SITE_LIMITS.tierMilesMax, Number(last?.miles ?? 0) + 1),
        ),
        fee: last?.fee ?? '0.00',
      },
    ])
  return (
    <div className={styles.group}>
      {errors.deliveryFees && (
        <p className={ui.fieldError}>{errors.deliveryFees}</p>
      )}
      <table className={styles.tiers}>
        <caption>Delivery fee tiers</caption>
        <thead>
          <tr>
            <th scope="col">Up to (miles)</th>
            <th scope="col">Fee (£)</th>
            <th scope="col">
              <VisuallyHidden>Remove</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => {
            const n = index + 1
            return (
              <tr key={tier.key}>
                <TierInput
                  name={`deliveryFees.${index}.maxMiles`}
                  label={`Tier ${n}: up to (miles)`}
                  value={tier.miles}
                  error={errors[`deliveryFees.${index}.maxMiles`]}
                  onChange={(miles) => update(tier.key, { miles })}
                />
                <TierInput
                  name={`deliveryFees.${index}.feePence`}
                  label={`Tier ${n}: fee (£)`}
                  value={tier.fee}
                  error={errors[`deliveryFees.${index}.feePence`]}
                  onChange={(fee) => update(tier.key, { fee })}
                />
                <td>
                  <button
                    type="button"
                    className={`${ui.button} ${ui.danger}`}
                    aria-label={`Remove tier ${n}`}
                    onClick={() =>
                      onChange(tiers.filter((t) => t.key !== tier.key))
                    }
                  >
                    Remove
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {tiers.length < SITE_LIMITS.feeTiersMax && (
        <div>
          <button type="button" className={ui.button} onClick={addTier}>
            Add a tier
          </button>
        </div>
      )}
    </div>
  )
}
