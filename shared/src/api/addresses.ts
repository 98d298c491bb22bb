import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type { Address } from '../types/user'
import type { z } from '../validation/zod'
import type {
  addressChangeReply,
  addressListReply,
  addressReply,
} from '../wire/address'
import type {
  AddressPayload,
  DeleteAddressBody,
  SetPrimaryBody,
  UpdateAddressBody,
} from '../wire/address-bodies'
import { apiRequest } from './client'

/** The fields the address form sends; `label` is home, work or the customer's own text. */
export type { AddressPayload } from '../wire/address-bodies'

// An older API sent the list under one of the two names only; either is read.
type ListReply = Partial<z.infer<typeof addressListReply>> & { status: true }
type OneReply = z.infer<typeof addressReply>
type ChangeReply = z.infer<typeof addressChangeReply>

const listOf = (body: ListReply): Address[] => {
  const list = body.data ?? body.addresses
  return Array.isArray(list) ? list : []
}

/** GET /user/address/get (authenticated). */
export async function getAddresses(): Promise<Address[]> {
  return listOf(
    await apiRequest<ListReply>({
      method: 'GET',
      url: '/user/address/get',
      auth: true,
      fallback: MESSAGES.fetchAddressesFailed,
    }),
  )
}

/** POST /user/address/add (authenticated): the saved address. */
export async function addAddress(address: AddressPayload): Promise<Address> {
  const body = await apiRequest<OneReply>({
    method: 'POST',
    url: '/user/address/add',
    data: address,
    auth: true,
    fallback: MESSAGES.addAddressFailed,
  })
  return body.data
}

/** POST /client/address/update (authenticated). */
export async function updateAddress(
  addressId: string,
  address: AddressPayload,
): Promise<Address> {
  const body = await apiRequest<OneReply>({
    method: 'POST',
    url: '/client/address/update',
    data: { ...address, address_id: addressId } satisfies UpdateAddressBody,
    auth: true,
    fallback: MESSAGES.updateAddressFailed,
  })
  return body.data
}

/** POST /client/address/del (authenticated): the addresses left. */
export async function deleteAddress(addressId: string): Promise<Address[]> {
  return listOf(
    await apiRequest<ChangeReply>({
      method: 'POST',
      url: '/client/address/del',
      data: { address_id: addressId } satisfies DeleteAddressBody,
      auth: true,
      fallback: MESSAGES.deleteAddressFailed,
    }),
  )
}

/** POST /client/address/set_primary (authenticated): the addresses after the change. */
export async function setPrimaryAddress(addressId: string): Promise<Address[]> {
  return listOf(
    await apiRequest<ChangeReply>({
      method: 'POST',
      url: '/client/address/set_primary',
      data: { id: addressId, is_primary: true } satisfies SetPrimaryBody,
      auth: true,
      fallback: MESSAGES.setPrimaryAddressFailed,
    }),
  )
}

/** Primary first, as every list of addresses is shown. */
export const primaryFirst = (list: Address[]) =>
  [...list].sort((a, b) => Number(b.is_primary) - Number(a.is_primary))

/**
 * The addresses of one session (the token keys them, so a new session never sees the last
 * one's), primary first. Current until a change brings back the new list or the profile
 * drawer opens and asks again: each change answers with the list, so nothing else is stale.
 */
export const addressesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['addresses', token],
    queryFn: async () => primaryFirst(await getAddresses()),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
