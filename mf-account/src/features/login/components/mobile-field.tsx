import { COUNTRY_PREFIX } from '@food/shared/types'
import { FieldProblem } from '@food/shared/ui'
import { useId } from 'react'
import type { FieldProblem as Problem } from '../hooks/use-field-problems'
import styles from './login-flow.module.css'

type Props = {
  value: string
  problem: Problem | undefined
  onChange: (raw: string) => void
}

/** The mobile number after a fixed +44; digits only (the flow sanitises). */
export function MobileField({ value, problem, onChange }: Props) {
  const id = useId()
  const labelId = `${id}-label`
  const prefixId = `${id}-prefix`
  const problemId = `${id}-problem`
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
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {problem && <FieldProblem id={problemId} {...problem} />}
    </div>
  )
}
