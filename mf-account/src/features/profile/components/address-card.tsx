import { addressLines } from '@food/shared/format'
import type { Address } from '@food/shared/types'
import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useAddressActions } from '../hooks/use-address-actions'
import { addressLabelText } from '../utils/address-label-text'
import styles from './address-card.module.css'
import { DeleteConfirm } from './delete-confirm'

type Props = {
  address: Address
  isSelected: boolean
  onEdit: (address: Address) => void
  /** The card is gone: the list decides where the focus goes. */
  onDeleted: () => void
}

/** One saved address: its badges, Set as primary, Edit and Delete (after a confirmation). */
export function AddressCard({ address, isSelected, onEdit, onDeleted }: Props) {
  const titleId = useId()
  const { busy, makePrimary, remove } = useAddressActions(address.address_id)
  const [isConfirming, setIsConfirming] = useState(false)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const deleteRef = useRef<HTMLButtonElement>(null)

  const handleMakePrimary = async () => {
    // The button disappears and the card moves to the top; keep the focus on it.
    if (await makePrimary()) titleRef.current?.focus()
  }
  const handleConfirmDelete = async () => {
    if (await remove()) onDeleted()
  }
  const cancelDelete = () => {
    flushSync(() => setIsConfirming(false))
    deleteRef.current?.focus()
  }

  return (
    <li
      className={isSelected ? `${styles.card} ${styles.selected}` : styles.card}
      data-address-id={address.address_id}
    >
      <div className={styles.head}>
        <h4 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {addressLabelText(address.label)}
        </h4>
        {address.is_primary && <span className={styles.primary}>Primary</span>}
        {isSelected && <span className={styles.chosen}>Selected</span>}
      </div>
      <p className={styles.lines}>
        {addressLines(address, { withPhone: true }).join('\n')}
      </p>
      {isConfirming ? (
        <DeleteConfirm
          isBusy={busy === 'delete'}
          onConfirm={handleConfirmDelete}
          onCancel={cancelDelete}
        />
      ) : (
        <div className={styles.actions}>
          {!address.is_primary && (
            <button
              type="button"
              className={styles.action}
              aria-describedby={titleId}
              aria-disabled={busy !== null}
              aria-busy={busy === 'primary'}
              onClick={handleMakePrimary}
            >
              {busy === 'primary' ? 'Saving…' : 'Set as primary'}
            </button>
          )}
          <button
            type="button"
            className={styles.action}
            aria-describedby={titleId}
            onClick={() => onEdit(address)}
          >
            Edit
          </button>
          <button
            ref={deleteRef}
            type="button"
            className={`${styles.action} ${styles.danger}`}
            aria-describedby={titleId}
            onClick={() => setIsConfirming(true)}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  )
}
