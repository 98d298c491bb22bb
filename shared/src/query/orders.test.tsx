import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { logout } from '../store/actions'
import { placedOrder } from '../testing/factories'
import { expectConsole } from '../testing/server'
import { useTestApi } from '../testing/test-api'
import type { Order } from '../types/order'
import { rememberOrder, useKnownOrder, useOrders } from './orders'

const server = useTestApi({ token: 'token-1' })

const order = (id: string, updatedAt = '2026-11-21T19:00:00.000Z'): Order =>
  placedOrder({
    _id: id,
    order_id: `10${id}`,
    order_status: 'pending',
    payment_mode: 'COD',
    updatedAt,
    items: [],
  })
const ids = (orders: Order[]) => orders.map((o) => o._id)

describe('the customer’s orders', () => {
  it('loads the list, and a placed order goes on top once', async () => {
    server().on('GET /user/order', {
      status: 200,
      body: { status: true, data: [order('2'), order('1')] },
    })
    const { result } = renderHook(() => useOrders({ fetch: true }))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    expect(ids(result.current.orders)).toEqual(['2', '1'])
    act(() => rememberOrder(order('3'), { isPlaced: true }))
    act(() => rememberOrder(order('3'), { isPlaced: true }))
    await waitFor(() =>
      expect(ids(result.current.orders)).toEqual(['3', '2', '1']),
    )
  })

  it('puts an order the stream updated first by its latest change', async () => {
    server().on('GET /user/order', {
      status: 200,
      body: {
        status: true,
        data: [order('2', '2026-11-21T19:10:00.000Z'), order('1')],
      },
    })
    const { result } = renderHook(() => ({
      list: useOrders({ fetch: true }),
      tracked: useKnownOrder('1'),
    }))
    await waitFor(() => expect(result.current.list.loaded).toBe(true))
    const ready = {
      ...order('1', '2026-11-21T19:20:00.000Z'),
      order_status: 'ready',
    }
    act(() => rememberOrder(ready))
    await waitFor(() =>
      expect(ids(result.current.list.orders)).toEqual(['1', '2']),
    )
    expect(result.current.tracked?.order_status).toBe('ready')
  })

  it('knows a placed order before the list is fetched, which stays unfetched', async () => {
    const { result } = renderHook(() => ({
      list: useOrders(),
      tracked: useKnownOrder('103'),
    }))
    act(() => rememberOrder(order('3'), { isPlaced: true }))
    await waitFor(() => expect(result.current.tracked?._id).toBe('3'))
    expect(result.current.list.loaded).toBe(false)
    expect(server().requests).toHaveLength(0)
  })

  it('gives Error fetching orders on failure, cleared while asking again', async () => {
    expectConsole('error', /500/) // the browser's own report of the failed request
    server().on('GET /user/order', { status: 500, body: {} })
    const { result } = renderHook(() => useOrders({ fetch: true }))
    await waitFor(() =>
      expect(result.current.error).toBe('Error fetching orders'),
    )
    server().on('GET /user/order', {
      status: 200,
      body: { status: true, data: [order('1')] },
    })
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.error).toBeNull())
    await waitFor(() => expect(ids(result.current.orders)).toEqual(['1']))
  })

  it('forgets the orders at logout', async () => {
    server().on('GET /user/order', {
      status: 200,
      body: { status: true, data: [order('1')] },
    })
    const { result } = renderHook(() => useOrders({ fetch: true }))
    await waitFor(() => expect(result.current.loaded).toBe(true))
    act(() => logout())
    await waitFor(() =>
      expect(result.current).toMatchObject({ orders: [], loaded: false }),
    )
  })
})
