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
>

/**
 * One labelled input with its message beside it, tied to it for screen readers. No maxLength:
 * it would cut a pasted "Apartment 14, Victoria Square House" silently; the message says so.
 */
export function AddressTextField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
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
