import { FieldProblem } from '@food/shared/ui'
import { type InputHTMLAttributes, useId } from 'react'
import type { FieldProblem as Problem } from '../hooks/use-field-problems'
import styles from './login-flow.module.css'

type Props = {
  label: string
  name: string
  value: string
  problem: Problem | undefined
  onChange: (value: string) => void
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'maxLength'
>

/** A labelled input with its message beside it, tied to it for screen readers. */
export function TextField({
  label,
  value,
  problem,
  onChange,
  ...inputProps
}: Props) {
  const id = useId()
  const problemId = `${id}-problem`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && <FieldProblem id={problemId} {...problem} />}
    </div>
  )
}
