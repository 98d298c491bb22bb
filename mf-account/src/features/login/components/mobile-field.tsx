import { COUNTRY_PREFIX } from '@food/shared/types'
import { useId } from 'react'
import styles from './login-flow.module.css'

type Props = { value: string; onChange: (raw: string) => void }

/** The mobile number after a fixed +44; digits only (the flow sanitises). */
export function MobileField({ value, onChange }: Props) {
  const id = useId()
  const labelId = `${id}-label`
  const prefixId = `${id}-prefix`
  return (
    <div className={styles.field}>
      <label id={labelId} htmlFor={id} className={styles.label}>
        Mobile number
      </label>
      <div className={styles.mobile}>
        <span id={prefixId} className={styles.prefix}>
          {COUNTRY_PREFIX}
        </span>
        <input
          id={id}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="7911 123456"
          aria-labelledby={`${labelId} ${prefixId}`}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  )
}
