import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureApi } from '../api/client'
import {
  expectConsole,
  serveShop,
  startTestServer,
  type TestServer,
} from '../testing/server'
import { loadShop, useShopError, useShopStatus } from './shop'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
  configureApi({ baseURL: server.baseURL, reload: () => {} })
})
afterAll(() => server.close())

describe('shop hooks', () => {
  it('useShopStatus gives null, then isOpen and the message', async () => {
    serveShop(server, { isOpen: false, message: 'Closed' })
    const { result } = renderHook(() => useShopStatus())
    expect(result.current).toBeNull()
    await waitFor(() =>
      expect(result.current).toEqual({
        isOpen: false,
        paused: false,
        message: 'Closed',
      }),
    )
  })

  it('useShopError says so when settings or status fail, and clears once Retry succeeds', async () => {
    expectConsole('error', /shop\/settings 500/)
    serveShop(server, { isOpen: false, message: 'Closed' })
    server.on('GET /client/shop/settings', { status: 500, body: {} })
    const { result } = renderHook(() => useShopError())
    await waitFor(() =>
      expect(result.current).toBe('Failed to fetch shop settings or status'),
    )
    server.on('GET /client/shop/settings', {
      status: 200,
      body: { status: true, data: {} },
    })
    await act(() => loadShop())
    await waitFor(() => expect(result.current).toBeNull())
  })
})
