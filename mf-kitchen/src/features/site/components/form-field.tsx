import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import ui from '../../../lib/ui.module.css'
import styles from './site.module.css'

/** What a field says besides its value: its label, a hint, and the problem with it. */
type Described = { label: ReactNode; hint?: string; error?: string | undefined }

/** The ids and attributes that tie a control to its hint and its error. */
export function useDescribedBy({ hint, error }: Described) {
  const id = useId()
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined
  return {
    id,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  }
}

/** A label, the control, its hint and its error, in that order for a screen reader too. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: Described & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A one-line text field; `name` is its path in the body, so its error finds it. */
export function TextField({
  label,
  hint,
  error,
  ...input
}: Described & InputHTMLAttributes<HTMLInputElement> & { name: string }) {
  const { id, control } = useDescribedBy({ label, hint, error })
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input className={ui.field} {...control} {...input} />
    </FieldFrame>
  )
}
