import { loadAddresses, useAddresses, useIsLoggedIn } from '@food/shared/store'
import type { Address } from '@food/shared/types'
import { useEffect } from 'react'

// One fetch at a time, however many renders (and StrictMode's double effects) ask.
let pending: Promise<void> | null = null

function loadOnce() {
  if (pending) return
  pending = loadAddresses().finally(() => {
    pending = null
  })
}

export type SavedAddresses = {
  addresses: Address[]
  /** The selected address, else the first (primary first); null when there is none. */
  selected: Address | null
  loaded: boolean
  error: string | null
  retry: () => void
}

/** The customer's addresses from the shared store, fetched when the store has none yet. */
export function useSavedAddresses(): SavedAddresses {
  const isLoggedIn = useIsLoggedIn()
  const { addresses, selectedAddressId, loaded, error } = useAddresses()

  useEffect(() => {
    if (isLoggedIn && !loaded && !error) loadOnce()
  }, [isLoggedIn, loaded, error])

  const selected =
    addresses.find((address) => address.address_id === selectedAddressId) ??
    addresses[0] ??
    null
  return { addresses, selected, loaded, error, retry: loadOnce }
}
