import {
  type AddressPayload,
  addAddress,
  deleteAddress,
  getAddresses,
  setPrimaryAddress,
  updateAddress,
} from '../api/addresses'
import { MESSAGES } from '../types/messages'
import type { Address } from '../types/user'
import { errorMessage } from '../ui/error-message'
import type { SliceCreator } from './app-state'

export type AddressSlice = {
  /** The customer's addresses, primary first. */
  addresses: Address[]
  addressesLoaded: boolean
  addressesError: string | null
  selectedAddressId: string | null
  loadAddresses: () => Promise<void>
  selectAddress: (id: string) => void
  /** Adds (no id) or updates an address; the saved one becomes the selection. */
  saveAddress: (address: AddressPayload, id?: string) => Promise<Address>
  removeAddress: (id: string) => Promise<void>
  makePrimaryAddress: (id: string) => Promise<void>
}

const primaryFirst = (list: Address[]) =>
  [...list].sort((a, b) => Number(b.is_primary) - Number(a.is_primary))

export const createAddressSlice: SliceCreator<AddressSlice> = (set, get) => {
  // Counts the changes sent. A list fetched before one of them is older than the list that
  // change brings back: stored late, it would undo the change's selection (the address just
  // added at checkout) while the drawer that asked for it was still loading.
  let changes = 0

  /** Stores a fresh list; the selection survives if it is still there, else the first. */
  const store = (list: Address[], select?: string) => {
    const addresses = primaryFirst(list)
    const keep = select ?? get().selectedAddressId
    const selected = addresses.some((a) => a.address_id === keep)
      ? keep
      : (addresses[0]?.address_id ?? null)
    set({
      addresses,
      addressesLoaded: true,
      addressesError: null,
      selectedAddressId: selected,
    })
  }

  return {
    addresses: [],
    addressesLoaded: false,
    addressesError: null,
    selectedAddressId: null,
    async loadAddresses() {
      const changesBefore = changes
      try {
        const fetched = await getAddresses()
        if (changes !== changesBefore) return
        const addresses = primaryFirst(fetched)
        // SPEC section 4: after a fetch the first address is selected.
        set({
          addresses,
          addressesLoaded: true,
          addressesError: null,
          selectedAddressId: addresses[0]?.address_id ?? null,
        })
      } catch (error) {
        set({
          addressesError: errorMessage(error, MESSAGES.fetchAddressesFailed),
        })
      }
    },
    selectAddress: (selectedAddressId) => set({ selectedAddressId }),
    async saveAddress(address, id) {
      changes += 1
      const saved = id
        ? await updateAddress(id, address)
        : await addAddress(address)
      store(await getAddresses(), saved.address_id)
      return saved
    },
    async removeAddress(id) {
      changes += 1
      store(await deleteAddress(id))
    },
    async makePrimaryAddress(id) {
      changes += 1
      // SPEC section 4: setting an address primary selects it.
      store(await setPrimaryAddress(id), id)
    },
  }
}
