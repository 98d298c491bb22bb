import type { StaffMember } from '@food/shared/types'
import { useEffect, useRef, useState } from 'react'
import { formatUkMobile } from '../../../lib/format-mobile'
import ui from '../../../lib/ui.module.css'
import styles from './staff-page.module.css'

type Props = {
  member: StaffMember
  isSelf: boolean
  isBusy: boolean
  onRemove: () => void
}

/** One member, with Remove asked again in place. */
export function MemberRow({ member, isSelf, isBusy, onRemove }: Props) {
  const [isConfirming, setIsConfirming] = useState(false)
  const keepRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (isConfirming) keepRef.current?.focus()
  }, [isConfirming])
  return (
    <li className={styles.member}>
      <p className={styles.who}>
        <strong>{member.name}</strong> · {formatUkMobile(member.mobile)} ·{' '}
        {member.role === 'owner' ? 'Owner' : 'Staff'}
        {isSelf && ' (you)'}
      </p>
      {isConfirming ? (
        <fieldset className={ui.choices}>
          <legend>Remove {member.name}? They are signed out at once.</legend>
          <button
            type="button"
            className={`${ui.button} ${ui.danger}`}
            aria-disabled={isBusy}
            onClick={() => {
              if (!isBusy) onRemove()
            }}
          >
            Yes, remove
          </button>
          <button
            ref={keepRef}
            type="button"
            className={ui.button}
            onClick={() => setIsConfirming(false)}
          >
            Keep
          </button>
        </fieldset>
      ) : (
        !isSelf && (
          <button
            type="button"
            className={`${ui.button} ${ui.danger}`}
            onClick={() => setIsConfirming(true)}
            aria-label={`Remove ${member.name}`}
          >
            Remove
          </button>
        )
      )}
    </li>
  )
}
