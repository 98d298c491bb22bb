import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '../api/client'
import { resetStore } from '../testing/reset-store'
import { startTestServer, type TestServer } from '../testing/test-server'
import { addPlacedOrder, loadOrders, logout, setSession } from './actions'
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

  it('forgets the orders at logout', () => {
    addPlacedOrder(order('1'))
    logout()
    expect(state().orders).toEqual([])
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
