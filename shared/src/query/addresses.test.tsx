import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { logout, selectAddress } from '../store/actions'
import { expectConsole } from '../testing/server'
import { useTestApi } from '../testing/test-api'
import type { Address } from '../types/user'
import {
  useAddresses,
  useMakePrimaryAddress,
  useRemoveAddress,
  useSaveAddress,
} from './addresses'
import { queryClient } from './query-client'

const server = useTestApi({ token: 'token-1' })

const address = (id: string, is_primary = false): Address => ({
  address_id: id,
  _id: id,
  name: 'Siobhán',
  addressLine1: `${id} Eglantine Avenue`,
  addressLine2: '',
  city: 'Belfast',
  postcode: 'BT9 6DW',
  Phone: '07911123456',
  label: 'home',
  is_primary,
})
const fieldsOf = ({
  address_id: _id,
  _id: _i,
  is_primary: _p,
  ...fields
}: Address) => fields

async function waitForRequest(route: string) {
  while (!server().requests.some((request) => request.route === route)) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const list = (addresses: Address[]) => ({
  status: 200,
  body: { status: true, data: addresses },
})

/** The address list and its changes, as the drawer and the checkout use them. */
function renderAddresses(options?: { refetchOnMount: boolean }) {
  return renderHook(() => ({
    list: useAddresses(options),
    save: useSaveAddress(),
    remove: useRemoveAddress(),
    primary: useMakePrimaryAddress(),
  }))
}
type Rendered = ReturnType<typeof renderAddresses>['result']
const ids = (result: Rendered) =>
  result.current.list.addresses.map((a) => a.address_id)

async function loaded(options?: { refetchOnMount: boolean }) {
  const rendered = renderAddresses(options)
  await waitFor(() => expect(rendered.result.current.list.loaded).toBe(true))
  return rendered.result
}

describe('the saved addresses', () => {
  it('lists the primary first and selects the first after a fetch', async () => {
    server().on(
      'GET /user/address/get',
      list([address('a'), address('b', true)]),
    )
    const result = await loaded()
    expect(ids(result)).toEqual(['b', 'a'])
    expect(result.current.list.selectedAddressId).toBe('b')
  })

  it('selects the first again when the list is fetched anew (the drawer opening)', async () => {
    server().on(
      'GET /user/address/get',
      list([address('a', true), address('b')]),
    )
    const result = await loaded()
    act(() => selectAddress('b'))
    expect(result.current.list.selectedAddressId).toBe('b')
    const drawer = renderAddresses({ refetchOnMount: true })
    await waitFor(() =>
      expect(drawer.result.current.list.selectedAddressId).toBe('a'),
    )
    expect(result.current.list.selectedAddressId).toBe('a')
  })

  it('selects the address set primary', async () => {
    server().on(
      'GET /user/address/get',
      list([address('a', true), address('b')]),
    )
    const result = await loaded()
    server().on(
      'POST /client/address/set_primary',
      list([address('a'), address('b', true)]),
    )
    await act(() => result.current.primary.mutateAsync('b'))
    expect(result.current.list.selectedAddressId).toBe('b')
    expect(ids(result)[0]).toBe('b')
  })

  it('keeps the selection after a delete when it survives, else takes the first', async () => {
    server().on(
      'GET /user/address/get',
      list([address('a', true), address('b'), address('c')]),
    )
    const result = await loaded()
    act(() => selectAddress('c'))
    server().on(
      'POST /client/address/del',
      list([address('a', true), address('c')]),
    )
    await act(() => result.current.remove.mutateAsync('b'))
    expect(result.current.list.selectedAddressId).toBe('c')
    server().on('POST /client/address/del', list([address('a', true)]))
    await act(() => result.current.remove.mutateAsync('c'))
    expect(result.current.list.selectedAddressId).toBe('a')
  })

  it('selects a newly saved address', async () => {
    server().on('GET /user/address/get', list([address('a', true)]))
    const result = await loaded()
    server().on('POST /user/address/add', {
      status: 201,
      body: {
        status: true,
        message: 'Address added successfully!',
        data: address('n'),
      },
    })
    server().on(
      'GET /user/address/get',
      list([address('a', true), address('n')]),
    )
    await act(() =>
      result.current.save.mutateAsync({ address: fieldsOf(address('n')) }),
    )
    expect(result.current.list.selectedAddressId).toBe('n')
    expect(ids(result)).toEqual(['a', 'n'])
  })

  it('keeps the new address selected when a fetch sent before the save answers after it', async () => {
    // The profile drawer fetches as it opens; the customer saves before that answer comes.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server().on('GET /user/address/get', async () => {
      await answered
      return list([address('a', true)])
    })
    const { result } = renderAddresses()
    await waitForRequest('GET /user/address/get')
    server().on('POST /user/address/add', {
      status: 201,
      body: { status: true, message: 'ok', data: address('n') },
    })
    server().on(
      'GET /user/address/get',
      list([address('a', true), address('n')]),
    )

    await act(() =>
      result.current.save.mutateAsync({ address: fieldsOf(address('n')) }),
    )
    answer()
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(result.current.list.selectedAddressId).toBe('n')
    expect(ids(result)).toEqual(['a', 'n'])
  })

  it('gives the fetch error with the SPEC text, and a Retry that fetches again', async () => {
    expectConsole('error', /500/) // the browser's own report of the failed request
    server().on('GET /user/address/get', { status: 500, body: {} })
    const { result } = renderAddresses()
    await waitFor(() =>
      expect(result.current.list.error).toBe('Error fetching addresses'),
    )
    expect(result.current.list.loaded).toBe(false)
    server().on('GET /user/address/get', list([address('a', true)]))
    act(() => result.current.list.retry())
    await waitFor(() => expect(ids(result)).toEqual(['a']))
    expect(result.current.list.error).toBeNull()
  })

  it('forgets the addresses and the choice at logout', async () => {
    server().on(
      'GET /user/address/get',
      list([address('a', true), address('b')]),
    )
    const result = await loaded()
    act(() => selectAddress('b'))
    act(() => logout())
    expect(queryClient.getQueryData(['addresses', 'token-1'])).toBeUndefined()
    expect(result.current.list).toMatchObject({
      addresses: [],
      selectedAddressId: null,
      loaded: false,
    })
  })
})
