import { OTP_LENGTH } from '@food/shared/types'
import { FieldProblem } from '@food/shared/ui'
import { type KeyboardEvent, type RefObject, useId } from 'react'
import type { FieldProblem as Problem } from '../hooks/use-field-problems'
import styles from './login-flow.module.css'

type Props = {
  digits: readonly string[]
  /** What is wrong with the code, shown under the boxes and tied to each of them. */
  problem: Problem | undefined
  boxesRef: RefObject<(HTMLInputElement | null)[]>
  /** Writes digits from a box on; returns how many were written. */
  onFill: (index: number, digits: string) => number
  onClear: (index: number) => void
}

const BOX_KEYS = Array.from({ length: OTP_LENGTH }, (_, at) => `digit-${at}`)

/** What was typed into a box that may already hold a digit (its text is selected on focus). */
function typedDigits(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, '')
  if (previous && digits.length === 2) {
    return digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1)
  }
  return digits
}

/** Four one-digit boxes: typing moves on, Backspace on an empty box moves back. */
export function OtpInputs({
  digits,
  problem,
  boxesRef,
  onFill,
  onClear,
}: Props) {
  const problemId = useId()
  const focusBox = (index: number) => {
    const box = boxesRef.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]
    box?.focus()
  }

  const handleChange = (index: number, raw: string) => {
    const typed = typedDigits(raw, digits[index] ?? '')
    if (!typed) {
      onClear(index)
      return
    }
    // More than one digit at once: an SMS autofill or a keyboard paste.
    focusBox(index + onFill(index, typed))
  }

  const handleKeyDown = (index: number, event: KeyboardEvent) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  return (
    <div className={styles.field}>
      <fieldset className={styles.digits}>
        <legend>Verification code</legend>
        {BOX_KEYS.map((key, index) => (
          <input
            key={key}
            ref={(box) => {
              boxesRef.current[index] = box
            }}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={styles.digit}
            value={digits[index] ?? ''}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </fieldset>
      {problem && <FieldProblem id={problemId} {...problem} />}
    </div>
  )
}
