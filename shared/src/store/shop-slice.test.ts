import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '../api/client'
import { resetStore } from '../testing/reset-store'
import { startTestServer, type TestServer } from '../testing/test-server'
import { loadShop } from './actions'
import { useAppStore } from './app-store'

let server: TestServer
const state = () => useAppStore.getState()
const status = {
  isOpen: true,
  message: 'Open until 01:00',
  nextOpeningAt: null,
}

beforeAll(async () => {
  server = await startTestServer()
  configureApi({ baseURL: server.baseURL, reload: () => {} })
})
afterAll(() => server.close())
beforeEach(() => resetStore())

describe('shop', () => {
  it('loads settings and status together', async () => {
    server.on('GET /client/shop/settings', {
      status: 200,
      body: { status: true, data: { shop: { name: 'Ember' } } },
    })
    server.on('GET /shop-status', {
      status: 200,
      body: { status: true, isOpen: true, data: status },
    })
    await loadShop()
    expect(state()).toMatchObject({
      shopSettings: { shop: { name: 'Ember' } },
      shopStatus: status,
      shopError: null,
    })
  })

  it.each([
    [
      'the server message',
      { status: 503, body: { status: false, message: 'Maintenance' } },
      'Maintenance',
    ],
    [
      'the SPEC fallback',
      { status: 503, body: {} },
      'Failed to fetch shop settings or status',
    ],
  ])('stores %s when either call fails', async (_, reply, message) => {
    server.on('GET /client/shop/settings', {
      status: 200,
      body: { status: true, data: {} },
    })
    server.on('GET /shop-status', reply)
    await loadShop()
    expect(state().shopError).toBe(message)
    expect(state().shopStatus).toBeNull()
  })
})
