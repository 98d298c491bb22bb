import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '../api/client'
import { resetStore } from '../testing/reset-store'
import { startTestServer, type TestServer } from '../testing/test-server'
import type { Address } from '../types/user'
import {
  addPlacedOrder,
  loadAddresses,
  loadOrders,
  logout,
  makePrimaryAddress,
  removeAddress,
  saveAddress,
  selectAddress,
  setSession,
} from './actions'
import { appStore } from './app-store'

let server: TestServer
const state = () => appStore.getState()

beforeAll(async () => {
  server = await startTestServer()
  configureApi({ baseURL: server.baseURL, reload: () => {} })
})
afterAll(() => server.close())
beforeEach(() => {
  resetStore()
  server.requests.length = 0
  setSession('token-1')
})

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
async function waitForRequest(route: string) {
  while (!server.requests.some((request) => request.route === route)) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const list = (addresses: Address[]) => ({
  status: 200,
  body: { status: true, data: addresses },
})

describe('addresses in the store', () => {
  it('lists the primary first and selects the first after a fetch', async () => {
    server.on('GET /user/address/get', list([address('a'), address('b', true)]))
    await loadAddresses()
    expect(state().addresses.map((a) => a.address_id)).toEqual(['b', 'a'])
    expect(state().selectedAddressId).toBe('b')
    expect(state().addressesLoaded).toBe(true)
  })

  it('selects the address set primary', async () => {
    server.on('GET /user/address/get', list([address('a', true), address('b')]))
    await loadAddresses()
    server.on(
      'POST /client/address/set_primary',
      list([address('a'), address('b', true)]),
    )
    await makePrimaryAddress('b')
    expect(state().selectedAddressId).toBe('b')
    expect(state().addresses[0]?.address_id).toBe('b')
  })

  it('keeps the selection after a delete when it survives, else takes the first', async () => {
    server.on(
      'GET /user/address/get',
      list([address('a', true), address('b'), address('c')]),
    )
    await loadAddresses()
    selectAddress('c')
    server.on(
      'POST /client/address/del',
      list([address('a', true), address('c')]),
    )
    await removeAddress('b')
    expect(state().selectedAddressId).toBe('c')
    server.on('POST /client/address/del', list([address('a', true)]))
    await removeAddress('c')
    expect(state().selectedAddressId).toBe('a')
  })

  it('selects a newly saved address', async () => {
    server.on('POST /user/address/add', {
      status: 201,
      body: {
        status: true,
        message: 'Address added successfully!',
        data: address('n'),
      },
    })
    server.on('GET /user/address/get', list([address('a', true), address('n')]))
    const { address_id: _id, _id: _i, is_primary: _p, ...fields } = address('n')
    await saveAddress(fields)
    expect(state().selectedAddressId).toBe('n')
  })

  it('keeps the new address selected when a fetch sent before the save answers after it', async () => {
    // The profile drawer fetches as it opens; the customer saves before that answer comes.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.on('GET /user/address/get', async () => {
      await answered
      return list([address('a', true)])
    })
    const opening = loadAddresses()
    await waitForRequest('GET /user/address/get')
    server.on('POST /user/address/add', {
      status: 201,
      body: { status: true, message: 'ok', data: address('n') },
    })
    server.on('GET /user/address/get', list([address('a', true), address('n')]))
    const { address_id: _id, _id: _i, is_primary: _p, ...fields } = address('n')

    await saveAddress(fields)
    answer()
    await opening

    expect(state().selectedAddressId).toBe('n')
    expect(state().addresses.map((a) => a.address_id)).toEqual(['a', 'n'])
  })

  it('stores the fetch error with the server message or the SPEC text', async () => {
    server.on('GET /user/address/get', { status: 500, body: {} })
    await loadAddresses()
    expect(state().addressesError).toBe('Error fetching addresses')
  })

  it('forgets addresses and orders at logout', async () => {
    server.on('GET /user/address/get', list([address('a', true)]))
    await loadAddresses()
    addPlacedOrder({
      _id: 'o1',
      order_id: '1001',
      order_status: 'pending',
      payment_mode: 'COD',
      updatedAt: '',
      items: [],
    })
    logout()
    expect(state()).toMatchObject({
      addresses: [],
      selectedAddressId: null,
      orders: [],
    })
  })
})

describe('orders in the store', () => {
  const order = (id: string) => ({
    _id: id,
    order_id: id,
    order_status: 'pending',
    payment_mode: 'COD',
    updatedAt: '2026-11-21T19:00:00.000Z',
    items: [],
  })

  it('loads the list, and a placed order goes on top once', async () => {
    server.on('GET /user/order', {
      status: 200,
      body: { status: true, data: [order('2'), order('1')] },
    })
    await loadOrders()
    expect(state().orders.map((o) => o._id)).toEqual(['2', '1'])
    addPlacedOrder(order('3'))
    addPlacedOrder(order('3'))
    expect(state().orders.map((o) => o._id)).toEqual(['3', '2', '1'])
  })

  it('stores Error fetching orders on failure', async () => {
    server.on('GET /user/order', { status: 500, body: {} })
    await loadOrders()
    expect(state()).toMatchObject({
      ordersLoading: false,
      ordersError: 'Error fetching orders',
    })
  })
})
