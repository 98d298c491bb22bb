import { useAddresses } from '@food/shared/query'
import type { Address } from '@food/shared/types'
import { LoadError } from '@food/shared/ui'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { AddressCard } from './address-card'
import { AddressForm } from './address-form'
import styles from './address-panel.module.css'

type View =
  | { kind: 'list' }
  | { kind: 'form'; address?: Address; isStart?: boolean }

type Props = {
  startWithForm?: boolean
  /**
   * Called instead of going back to the list when the form it started with is saved or
   * cancelled: opened from checkout's "Add a new address", the customer goes back there.
   */
  onStartFormDone?: () => void
}

/** The profile drawer's Address tab: the saved addresses, or the add/edit form in their place. */
export function AddressPanel({
  startWithForm = false,
  onStartFormDone,
}: Props) {
  const { addresses, selectedAddressId, loaded, error, retry } = useAddresses()
  const [view, setView] = useState<View>(
    startWithForm ? { kind: 'form', isStart: true } : { kind: 'list' },
  )
  const panelRef = useRef<HTMLDivElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)

  // Back from the form the focus goes to the address just saved or edited (so
  // it scrolls into view, marked Selected), else to Add address.
  const showList = (saved?: Address) => {
    if (view.kind === 'form' && view.isStart && onStartFormDone) {
      onStartFormDone()
      return
    }
    const edited = view.kind === 'form' ? view.address : undefined
    const focusId = (saved ?? edited)?.address_id
    flushSync(() => setView({ kind: 'list' }))
    const title = focusId
      ? panelRef.current?.querySelector<HTMLElement>(
          `[data-address-id="${CSS.escape(focusId)}"] h4`,
        )
      : null
    ;(title ?? addRef.current)?.focus()
  }

  if (view.kind === 'form') {
    return <AddressForm address={view.address} onDone={showList} />
  }

  return (
    <div ref={panelRef} className={styles.panel}>
      <div className={styles.head}>
        <h3 className={styles.title}>Your addresses</h3>
        <button
          ref={addRef}
          type="button"
          className={styles.add}
          onClick={() => setView({ kind: 'form' })}
        >
          Add address
        </button>
      </div>
      {error && <LoadError message={error} onRetry={retry} />}
      {!loaded && !error && (
        <p role="status" className={styles.muted}>
          Loading your addresses…
        </p>
      )}
      {loaded && addresses.length === 0 && (
        <p className={styles.muted}>You have no saved addresses yet.</p>
      )}
      {addresses.length > 0 && (
        <ul className={styles.list}>
          {addresses.map((address) => (
            <AddressCard
              key={address.address_id}
              address={address}
              isSelected={address.address_id === selectedAddressId}
              onEdit={(chosen) => setView({ kind: 'form', address: chosen })}
              onDeleted={() => addRef.current?.focus()}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
