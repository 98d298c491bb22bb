import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import ui from './ui.module.css'

// The one way a kitchen form shows a field: its label, the control, a hint, a note (a count),
// and the server's refusal of it, each tied to the control for a screen reader.

/** What a field says besides its value. */
export type Described = {
  label: ReactNode
  hint?: ReactNode
  /** A line that changes as the owner types ("85 of 300 characters"). */
  note?: ReactNode
  error?: string | undefined
}

/** The control's id and the attributes that tie it to its hint, note and error. */
export function useDescribedBy(
  { hint, note, error }: Omit<Described, 'label'>,
  givenId?: string,
) {
  const ownId = useId()
  const id = givenId ?? ownId
  const describedBy =
    [hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined
  return {
    id,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  }
}

/** A refusal shown under the field it names; the field points to it (aria-describedby). */
export function FieldProblem({
  id,
  text,
}: {
  id: string
  text?: string | undefined
}) {
  if (!text) return null
  return (
    <p id={id} className={ui.fieldError}>
      {text}
    </p>
  )
}

/** A label, the control, its hint, note and error, in that order for a screen reader too. */
export function FieldFrame({
  id,
  label,
  hint,
  note,
  error,
  className,
  children,
}: Described & { id: string; className?: string; children: ReactNode }) {
  return (
    <div
      className={className ? `${ui.fieldFrame} ${className}` : ui.fieldFrame}
    >
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className={ui.hint}>
          {note}
        </p>
      )}
      <FieldProblem id={`${id}-error`} text={error} />
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
  const { id, control } = useDescribedBy({ hint, error })
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input className={ui.field} {...control} {...input} />
    </FieldFrame>
  )
}
