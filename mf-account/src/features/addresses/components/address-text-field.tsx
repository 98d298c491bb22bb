import { ADDRESS_FIELD_MAX_LENGTH } from '@food/shared/types'
import type { InputHTMLAttributes } from 'react'
import styles from './address-form.module.css'

type Props = {
  id: string
  name: string
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'type' | 'autoCapitalize' | 'placeholder'
> & { maxLength?: number }

/** One labelled input with its message tied to it for screen readers. */
export function AddressTextField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  maxLength = ADDRESS_FIELD_MAX_LENGTH,
  ...inputProps
}: Props) {
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        name={name}
        maxLength={maxLength}
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
