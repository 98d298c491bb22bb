import type { SliceCreator } from './app-state'

/**
 * The address a delivery goes to. The addresses themselves are server data
 * (addressesQuery); the choice is the customer's, stamped with when it was
 * made so that a list fetched afterwards, which SPEC section 4 says selects
 * the first address, replaces it.
 */
export type AddressChoice = { id: string; at: number }

export type AddressSlice = {
  addressChoice: AddressChoice | null
  selectAddress: (id: string) => void
}

export const createAddressSlice: SliceCreator<AddressSlice> = (set) => ({
  addressChoice: null,
  selectAddress: (id) => set({ addressChoice: { id, at: Date.now() } }),
})
