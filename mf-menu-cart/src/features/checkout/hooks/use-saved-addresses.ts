import { useAddresses } from '@food/shared/query'
import type { Address } from '@food/shared/types'

export type SavedAddresses = {
  addresses: Address[]
  /** The selected address, else the first (primary first); null when there is none. */
  selected: Address | null
  loaded: boolean
  error: string | null
  retry: () => void
}

/** The customer's addresses (addressesQuery): fetched once, then kept current by each change. */
export function useSavedAddresses(): SavedAddresses {
  const { addresses, selectedAddressId, loaded, error, retry } = useAddresses()
  const selected =
    addresses.find((address) => address.address_id === selectedAddressId) ??
    addresses[0] ??
    null
  return { addresses, selected, loaded, error, retry }
}
