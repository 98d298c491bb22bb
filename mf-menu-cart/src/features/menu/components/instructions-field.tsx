import { MAX_INSTRUCTIONS_LENGTH } from '@food/shared/types'
import { useId } from 'react'
import styles from './instructions-field.module.css'

type InstructionsFieldProps = {
  value: string
  onChange: (value: string) => void
}

/** A note for the kitchen, with the characters left in view. */
export function InstructionsField({ value, onChange }: InstructionsFieldProps) {
  const fieldId = useId()
  const counterId = useId()

  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        Special instructions <span className={styles.optional}>(optional)</span>
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        rows={3}
        maxLength={MAX_INSTRUCTIONS_LENGTH}
        placeholder="For example: no onions, extra crispy"
        aria-describedby={counterId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={counterId} className={styles.counter}>
        {value.length} / {MAX_INSTRUCTIONS_LENGTH} characters
      </p>
    </div>
  )
}
