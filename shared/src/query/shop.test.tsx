import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectConsole, serveShop, useTestApi } from '../testing/server'
import { loadShop, useShopError, useShopStatus } from './shop'

const server = useTestApi()

describe('shop hooks', () => {
  it('useShopStatus gives null, then isOpen and the message', async () => {
    serveShop(server(), { isOpen: false, message: 'Closed' })
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
    serveShop(server(), { isOpen: false, message: 'Closed' })
    server().on('GET /client/shop/settings', { status: 500, body: {} })
    const { result } = renderHook(() => useShopError())
    await waitFor(() =>
      expect(result.current).toBe('Failed to fetch shop settings or status'),
    )
    server().on('GET /client/shop/settings', {
      status: 200,
      body: { status: true, data: {} },
    })
    await act(() => loadShop())
    await waitFor(() => expect(result.current).toBeNull())
  })
})
