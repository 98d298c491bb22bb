import type { AddressForm } from '../hooks/use-address-form'
import styles from './address-form.module.css'
import { AddressTextField } from './address-text-field'

const OPTIONS = [
  { value: 'home', text: 'Home' },
  { value: 'work', text: 'Work' },
  { value: 'others', text: 'Others' },
] as const

type Props = { id: string; form: AddressForm }

/** Home, Work or Others; Others asks for the customer's own label. */
export function AddressLabelField({ id, form }: Props) {
  const { values, errors, change, blur } = form
  return (
    <fieldset className={styles.labelGroup}>
      <legend className={styles.label}>Label</legend>
      <div className={styles.options}>
        {OPTIONS.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name="label"
              value={option.value}
              checked={values.label === option.value}
              onChange={() => change('label', option.value)}
            />
            {option.text}
          </label>
        ))}
      </div>
      {values.label === 'others' && (
        <AddressTextField
          id={`${id}-customLabel`}
          name="customLabel"
          label="Custom label"
          placeholder="e.g. Mum's house"
          value={values.customLabel}
          error={errors.customLabel}
          onChange={(value) => change('customLabel', value)}
          onBlur={() => blur('customLabel')}
        />
      )}
    </fieldset>
  )
}
