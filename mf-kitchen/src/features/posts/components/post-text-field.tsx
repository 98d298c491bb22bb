import { type ReactNode, useId } from 'react'
import ui from '../../../lib/ui.module.css'
import styles from './post-editor.module.css'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  /** The server's refusal of this field, shown under it. */
  error?: string | undefined
  hint?: ReactNode
  /** Shown before the box, as part of what it makes ("/news-and-insights/"). */
  prefix?: string
  maxLength?: number
  /** A box of this many lines instead of one. */
  rows?: number
  /** More style for the box (the Markdown's monospace). */
  boxClassName?: string
}

/** One labelled field of the post editor, with its hint and the server's refusal. */
export function PostTextField({
  label,
  value,
  onChange,
  error,
  hint,
  prefix,
  maxLength,
  rows,
  boxClassName,
}: Props) {
  const id = useId()
  const described =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined
  const common = {
    id,
    className: boxClassName ? `${ui.field} ${boxClassName}` : ui.field,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className={prefix ? styles.prefixed : undefined}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        {rows ? (
          <textarea
            {...common}
            rows={rows}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...common}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}
