import {
  type AddressPayload,
  addAddress,
  addressesQuery,
  deleteAddress,
  getAddresses,
  primaryFirst,
  setPrimaryAddress,
  updateAddress,
} from '../api/addresses'
import { getAddressChoice, selectAddress } from '../store/actions'
import type { AddressChoice } from '../store/address-slice'
import { useAddressChoice, useToken } from '../store/hooks'
import { MESSAGES } from '../types/messages'
import type { Address } from '../types/user'
import { useAppQueryClient } from './query-client'
import { useAppMutation } from './use-app-mutation'
// Loading the session's queries sets the page to forget them when the session ends.
import './session-data'
import { useAppQuery } from './use-app-query'

export type SavedAddressList = {
  /** Primary first. */
  addresses: Address[]
  /** The chosen address, else the first (SPEC section 4: a fetch selects the first). */
  selectedAddressId: string | null
  loaded: boolean
  error: string | null
  retry: () => void
}

/** The chosen address if chosen since the list was fetched and still in it, else the first. */
function selectedId(
  choice: AddressChoice | null,
  addresses: Address[],
  fetchedAt: number,
): string | null {
  const isChoiceCurrent =
    choice !== null &&
    choice.at >= fetchedAt &&
    addresses.some((address) => address.address_id === choice.id)
  return isChoiceCurrent ? choice.id : (addresses[0]?.address_id ?? null)
}

/**
 * The customer's addresses and which one a delivery goes to. `refetchOnMount`
 * asks again whenever the caller mounts (the profile drawer opening), as the
 * drawer always has; elsewhere the list fetched once is kept.
 */
export function useAddresses({
  refetchOnMount = false,
} = {}): SavedAddressList {
  const token = useToken()
  const choice = useAddressChoice()
  const query = useAppQuery({
    ...addressesQuery(token),
    refetchOnMount: refetchOnMount ? 'always' : true,
  })
  const addresses = query.data ?? []
  return {
    addresses,
    selectedAddressId: selectedId(choice, addresses, query.dataUpdatedAt),
    loaded: query.data !== undefined,
    error: query.error
      ? query.error.message || MESSAGES.fetchAddressesFailed
      : null,
    retry: () => void query.refetch(),
  }
}

/**
 * A change of the addresses: its reply is the new list, stored as the session's
 * with `select` chosen, else the choice kept while it is still there. A fetch still on its way is dropped first: it left
 * before the change, and stored late it would undo the change's choice (the
 * address just added at checkout).
 */
function useAddressChange<
  TVariables,
  TResult extends { list: Address[]; select?: string },
>(change: (variables: TVariables) => Promise<TResult>) {
  const client = useAppQueryClient()
  const { queryKey } = addressesQuery(useToken())
  return useAppMutation({
    mutationFn: change,
    onMutate: () => client.cancelQueries({ queryKey }),
    onSuccess: ({ list, select }) => {
      const before = client.getQueryState<Address[]>(queryKey)
      const kept = selectedId(
        getAddressChoice(),
        before?.data ?? [],
        before?.dataUpdatedAt ?? 0,
      )
      client.setQueryData(queryKey, primaryFirst(list))
      const chosen = select ?? kept
      if (chosen) selectAddress(chosen)
    },
  })
}

/** Adds (no id) or updates an address; the saved one becomes the choice. */
export function useSaveAddress() {
  return useAddressChange(
    async ({ address, id }: { address: AddressPayload; id?: string }) => {
      const saved = id
        ? await updateAddress(id, address)
        : await addAddress(address)
      return { saved, list: await getAddresses(), select: saved.address_id }
    },
  )
}

/** Deletes an address; rejects with the API error. */
export function useRemoveAddress() {
  return useAddressChange(async (id: string) => ({
    list: await deleteAddress(id),
  }))
}

/** Makes an address the primary one and chooses it (SPEC section 4). */
export function useMakePrimaryAddress() {
  return useAddressChange(async (id: string) => ({
    list: await setPrimaryAddress(id),
    select: id,
  }))
}
