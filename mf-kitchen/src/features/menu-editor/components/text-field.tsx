import { FieldFrame, useDescribedBy } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'

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
  id: givenId,
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
  const note =
    isCounted && maxLength
      ? `${value.length} of ${maxLength} characters`
      : undefined
  const { id, control } = useDescribedBy({ hint, note, error }, givenId)
  const common = { ...control, className: ui.field, value, maxLength }
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      note={note}
      error={error}
      {...(className ? { className } : {})}
    >
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
    </FieldFrame>
  )
}
