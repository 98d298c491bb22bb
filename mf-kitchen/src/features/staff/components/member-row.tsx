import type { StaffMember } from '@food/shared/types'
import { useState } from 'react'
import { ConfirmInPlace } from '../../../lib/confirm-in-place'
import { formatUkMobile } from '../../../lib/format-mobile'
import ui from '../../../lib/ui.module.css'

type Props = {
  member: StaffMember
  isSelf: boolean
  isBusy: boolean
  onRemove: () => void
}

/** One member, with Remove asked again in place. */
export function MemberRow({ member, isSelf, isBusy, onRemove }: Props) {
  const [isConfirming, setIsConfirming] = useState(false)
  return (
    <li className={ui.card}>
      <p className={ui.cardText}>
        <strong>{member.name}</strong> · {formatUkMobile(member.mobile)} ·{' '}
        {member.role === 'owner' ? 'Owner' : 'Staff'}
        {isSelf && ' (you)'}
      </p>
      {isConfirming ? (
        <ConfirmInPlace
          question={`Remove ${member.name}? They are signed out at once.`}
          confirmLabel="Yes, remove"
          keepLabel="Keep"
          isBusy={isBusy}
          onConfirm={onRemove}
          onKeep={() => setIsConfirming(false)}
        />
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
