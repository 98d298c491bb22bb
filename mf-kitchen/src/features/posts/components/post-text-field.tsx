import type { ReactNode } from 'react'
import { FieldFrame, useDescribedBy } from '../../../lib/form-field'
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
  const { id, control } = useDescribedBy({ hint, error })
  const common = {
    ...control,
    className: boxClassName ? `${ui.field} ${boxClassName}` : ui.field,
    value,
    maxLength,
  }
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
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
    </FieldFrame>
  )
}
