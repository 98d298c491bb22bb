import ui from '../../../lib/ui.module.css'
import { FieldProblem } from './field-problem'
import styles from './menu-editor.module.css'

type Props = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: string
  maxLength?: number
  /** Counts the characters against maxLength under the box. */
  isCounted?: boolean
  /** A box of this many lines instead of one. */
  rows?: number
  /** Pounds and pence: the number keys with a point on a tablet. */
  isMoney?: boolean
  className?: string
}

/** One labelled field of the editor's forms, with its hint, its count and its refusal. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  isCounted = false,
  rows,
  isMoney = false,
  className,
}: Props) {
  const described = [
    hint && `${id}-hint`,
    isCounted && `${id}-count`,
    error && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ')
  const common = {
    id,
    className: ui.field,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  }
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          inputMode={isMoney ? 'decimal' : undefined}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {isCounted && maxLength && (
        <p id={`${id}-count`} className={styles.hint}>
          {value.length} of {maxLength} characters
        </p>
      )}
      <FieldProblem id={`${id}-error`} text={error} />
    </div>
  )
}
