import type { StaffAccountPayload } from '@food/shared/api'
import { MAX_STAFF_NAME_LENGTH, type StaffRole } from '@food/shared/types'
import {
  normaliseMobile,
  sanitiseMobileInput,
  VALIDATION_MESSAGES,
  validateMobile,
} from '@food/shared/validation'
import { type FormEvent, useId, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import styles from './staff-page.module.css'

type Props = {
  isBusy: boolean
  error: string | null
  onAdd: (payload: StaffAccountPayload, done: () => void) => void
}

/** Adds a member (or renames one, or changes a role: the same number again). */
export function AddMemberForm({ isBusy, error, onAdd }: Props) {
  const id = useId()
  const [mobile, setMobile] = useState('')
  const [name, setName] = useState('')
  const [role, setRole] = useState<StaffRole>('staff')
  const [problem, setProblem] = useState<string | null>(null)

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (isBusy) return
    const failure =
      validateMobile(mobile)?.message ??
      (name.trim() ? null : VALIDATION_MESSAGES.staffName)
    setProblem(failure)
    if (failure) return
    onAdd({ mobile: normaliseMobile(mobile), name: name.trim(), role }, () => {
      setMobile('')
      setName('')
      setRole('staff')
    })
  }

  const shown = problem ?? error
  return (
    <form className={ui.formPanel} noValidate onSubmit={handleSubmit}>
      <h2 className={styles.subtitle}>Add a member</h2>
      <label htmlFor={`${id}-mobile`} className={ui.label}>
        Mobile number
      </label>
      <input
        id={`${id}-mobile`}
        type="tel"
        inputMode="numeric"
        className={ui.field}
        value={mobile}
        onChange={(event) => setMobile(sanitiseMobileInput(event.target.value))}
      />
      <label htmlFor={`${id}-name`} className={ui.label}>
        Name
      </label>
      <input
        id={`${id}-name`}
        className={ui.field}
        maxLength={MAX_STAFF_NAME_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor={`${id}-role`} className={ui.label}>
        Role
      </label>
      <select
        id={`${id}-role`}
        className={ui.field}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
      >
        <option value="staff">Staff</option>
        <option value="owner">Owner</option>
      </select>
      {shown && (
        <p role="alert" className={ui.error}>
          {shown}
        </p>
      )}
      <div className={ui.row}>
        <button
          type="submit"
          className={`${ui.button} ${ui.primary}`}
          aria-disabled={isBusy}
        >
          {isBusy ? 'Adding…' : 'Add member'}
        </button>
      </div>
    </form>
  )
}
