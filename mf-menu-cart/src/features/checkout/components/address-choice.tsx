import { formatAddress } from '@food/shared/format'
import {
  openProfileDrawer,
  selectAddress,
  useProfileDrawerOpen,
} from '@food/shared/store'
import type { Address } from '@food/shared/types'
import { useEffect, useRef } from 'react'
import type { SavedAddresses } from '../hooks/use-saved-addresses'
import styles from './checkout-form.module.css'
import pageStyles from './checkout-page.module.css'

type AddressChoiceProps = {
  saved: SavedAddresses
}

const labelTitle = (label: string) =>
  label === 'home' ? 'Home' : label === 'work' ? 'Work' : label

function AddressOption({
  address,
  isSelected,
}: {
  address: Address
  isSelected: boolean
}) {
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        name="delivery-address"
        value={address.address_id}
        checked={isSelected}
        onChange={() => selectAddress(address.address_id)}
      />
      <span className={styles.choiceText}>
        <span className={styles.choiceTitle}>{labelTitle(address.label)}</span>
        {address.is_primary && <span className={styles.badge}>Primary</span>}
        <span className={styles.choiceMeta}>{formatAddress(address)}</span>
      </span>
    </label>
  )
}

function SavedList({ saved }: AddressChoiceProps) {
  if (saved.error) {
    return (
      <>
        <p className={pageStyles.error} role="alert">
          {saved.error}
        </p>
        <button
          type="button"
          className={pageStyles.secondaryButton}
          onClick={saved.retry}
        >
          Try again
        </button>
      </>
    )
  }
  if (!saved.loaded) {
    return (
      <p className={pageStyles.hint} role="status">
        Loading your addresses…
      </p>
    )
  }
  if (saved.addresses.length === 0) {
    return (
      <p className={pageStyles.hint}>
        You have no saved addresses yet. Add one to have your order delivered,
        or choose collection.
      </p>
    )
  }
  return (
    <div className={styles.choices}>
      {saved.addresses.map((address) => (
        <AddressOption
          key={address.address_id}
          address={address}
          isSelected={address.address_id === saved.selected?.address_id}
        />
      ))}
    </div>
  )
}

/**
 * After "Add a new address" the drawer closes by itself once the address is saved, and the
 * store has selected it; the focus then goes to its (checked) choice, so the customer hears
 * where the order will go. Cancelled, nothing new is there and the focus stays on the button.
 */
function useFocusOnAdded(saved: SavedAddresses) {
  const fieldsetRef = useRef<HTMLFieldSetElement>(null)
  // The ids there were when the drawer was opened from here; null when it was not.
  const idsBefore = useRef<string[] | null>(null)
  const isDrawerOpen = useProfileDrawerOpen()
  const selectedId = saved.selected?.address_id

  useEffect(() => {
    const before = idsBefore.current
    if (isDrawerOpen || !before) return
    idsBefore.current = null
    if (!selectedId || before.includes(selectedId)) return
    fieldsetRef.current
      ?.querySelector<HTMLInputElement>(
        `input[value="${CSS.escape(selectedId)}"]`,
      )
      ?.focus()
  }, [isDrawerOpen, selectedId])

  const openAdd = () => {
    idsBefore.current = saved.addresses.map((address) => address.address_id)
    openProfileDrawer('new-address')
  }
  return { fieldsetRef, openAdd }
}

/** The saved addresses to deliver to (primary first), and the way to add one. */
export function AddressChoice({ saved }: AddressChoiceProps) {
  const { fieldsetRef, openAdd } = useFocusOnAdded(saved)
  return (
    <fieldset ref={fieldsetRef} className={styles.fieldset}>
      <legend className={styles.legend}>Deliver to</legend>
      <SavedList saved={saved} />
      <button
        type="button"
        className={pageStyles.secondaryButton}
        onClick={openAdd}
      >
        Add a new address
      </button>
    </fieldset>
  )
}
