import { formatAddress } from '@food/shared/format'
import { openProfileDrawer, selectAddress } from '@food/shared/store'
import type { Address } from '@food/shared/types'
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

/** The saved addresses to deliver to (primary first), and the way to add one. */
export function AddressChoice({ saved }: AddressChoiceProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Deliver to</legend>
      <SavedList saved={saved} />
      <button
        type="button"
        className={pageStyles.secondaryButton}
        onClick={() => openProfileDrawer('new-address')}
      >
        Add a new address
      </button>
    </fieldset>
  )
}
