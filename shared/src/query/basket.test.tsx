import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  addGuestCartItem,
  logout,
  setSession,
  showCartBar,
  updateGuestCartQuantity,
} from '../store/actions'
import { appStore, restoreSavedState } from '../store/app-store'
import { cartLine, guestCartItem, serverCart } from '../testing/factories'
import { expectConsole } from '../testing/server'
import { useTestApi } from '../testing/test-api'
import { deferred, type Reply } from '../testing/test-server'
import type { ServerCart } from '../types/cart'
import {
  hideCartBar,
  refreshBasket,
  setCheckoutNotice,
  storeBasket,
  useCartBarVisible,
  useCartCount,
  useCheckoutNotice,
  useCustomerBasket,
} from './basket'
import { queryClient } from './query-client'

const server = useTestApi()

const cartOf = (quantities: number[]) =>
  serverCart(quantities.map((qty, at) => cartLine({ cart_id: `c${at}`, qty })))
const reply = (cart: ServerCart): Reply => ({
  status: 200,
  body: { status: true, ...cart },
})
const fetches = () =>
  server().requests.filter((request) => request.route === 'GET /user/cart/get')
    .length
const idsOf = (cart: ServerCart | null) =>
  cart?.data.map((line) => line.cart_id) ?? null

/** A new page load: the store starts afresh and reads what this browser saved. */
function reloadPage() {
  const saved = { ...localStorage }
  appStore.setState(appStore.getInitialState(), true)
  queryClient.clear()
  for (const [key, value] of Object.entries(saved)) {
    localStorage.setItem(key, value)
  }
  restoreSavedState()
}

describe('the customer’s basket', () => {
  it('is fetched once however many components ask for it', async () => {
    setSession('token-1')
    server().on('GET /user/cart/get', reply(cartOf([2])))
    const { result } = renderHook(
      () => [useCustomerBasket(), useCustomerBasket()] as const,
    )
    expect(result.current).toEqual([null, null])
    await waitFor(() => expect(idsOf(result.current[0])).toEqual(['c0']))
    renderHook(() => useCustomerBasket())
    expect(fetches()).toBe(1)
  })

  it('is not asked for without a session', () => {
    const { result } = renderHook(() => useCustomerBasket())
    expect(result.current).toBeNull()
    expect(fetches()).toBe(0)
  })

  it('is asked for again by a component mounting after a failed fetch (the checkout opening)', async () => {
    expectConsole('error', /500/) // the browser's own report of the failed request
    setSession('token-1')
    server().on('GET /user/cart/get', { status: 500, body: { status: false } })
    const bar = renderHook(() => useCustomerBasket())
    await waitFor(() => expect(fetches()).toBe(1))
    server().on('GET /user/cart/get', reply(cartOf([1])))
    const checkout = renderHook(() => useCustomerBasket())
    await waitFor(() => expect(idsOf(checkout.result.current)).toEqual(['c0']))
    expect(idsOf(bar.result.current)).toEqual(['c0'])
  })

  it('a fetch that started before a change does not put the older basket back', async () => {
    setSession('token-1')
    const held = deferred<Reply>()
    server().on('GET /user/cart/get', () => held.promise)
    const { result } = renderHook(() => useCustomerBasket())
    await waitFor(() => expect(fetches()).toBe(1))
    const merged = serverCart([cartLine({ cart_id: 'merged', qty: 3 })])
    await act(() => storeBasket(merged))
    held.resolve(reply(serverCart([cartLine({ cart_id: 'old' })])))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(idsOf(result.current)).toEqual(['merged'])
  })

  it('a refresh reads the basket anew even while an older fetch is on its way', async () => {
    setSession('token-1')
    const held = deferred<Reply>()
    server().on('GET /user/cart/get', () => held.promise)
    const { result } = renderHook(() => useCustomerBasket())
    await waitFor(() => expect(fetches()).toBe(1))
    server().on('GET /user/cart/get', reply(cartOf([1, 1])))
    await act(() => refreshBasket())
    await waitFor(() => expect(idsOf(result.current)).toEqual(['c0', 'c1']))
    held.resolve(reply(cartOf([1])))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(idsOf(result.current)).toEqual(['c0', 'c1'])
  })

  it('a refresh rejects with the API error', async () => {
    expectConsole('error', /500/) // the browser's own report of the failed request
    setSession('token-1')
    server().on('GET /user/cart/get', {
      status: 500,
      body: { status: false, message: 'Failed to fetch cart' },
    })
    await expect(refreshBasket()).rejects.toThrow('Failed to fetch cart')
  })

  it('leaves the page with the session, and the next session fetches its own', async () => {
    setSession('token-1')
    await act(() => storeBasket(cartOf([1])))
    logout()
    expect(queryClient.getQueryData(['basket', 'token-1'])).toBeUndefined()
    server().on('GET /user/cart/get', reply(cartOf([])))
    setSession('token-2')
    const { result } = renderHook(() => useCustomerBasket())
    await waitFor(() => expect(idsOf(result.current)).toEqual([]))
  })
})

describe('the basket count', () => {
  it('sums the guest basket when logged out', () => {
    const { result } = renderHook(() => useCartCount())
    expect(result.current).toBe(0)
    act(() => {
      addGuestCartItem(guestCartItem({ quantity: 2 }))
      addGuestCartItem(guestCartItem({ quantity: 3 }))
    })
    expect(result.current).toBe(5)
  })

  it('sums the customer’s basket when logged in, and only reads it', async () => {
    addGuestCartItem(guestCartItem({ quantity: 9 }))
    const { result } = renderHook(() => useCartCount())
    act(() => setSession('token-1'))
    expect(result.current).toBe(0)
    await act(() => storeBasket(cartOf([1, 4])))
    await waitFor(() => expect(result.current).toBe(5))
    expect(fetches()).toBe(0)
  })
})

describe('the cart bar', () => {
  const renderBar = () => renderHook(() => useCartBarVisible()).result

  it('is open whenever the basket has items, with no add needed on this page', () => {
    const isOpen = renderBar()
    expect(isOpen.current).toBe(false)
    act(() => appStore.setState({ guestCart: [guestCartItem()] }))
    expect(isOpen.current).toBe(true)
  })

  it('closed, stays closed until the basket changes', () => {
    addGuestCartItem(guestCartItem())
    const isOpen = renderBar()
    act(() => hideCartBar())
    expect(isOpen.current).toBe(false)
    act(() => updateGuestCartQuantity(0, 2))
    expect(isOpen.current).toBe(true)
  })

  it('an add opens it again even on the same basket (SPEC: after adding it is shown)', () => {
    addGuestCartItem(guestCartItem())
    const isOpen = renderBar()
    act(() => hideCartBar())
    act(() => showCartBar())
    expect(isOpen.current).toBe(true)
  })

  it('remembers being closed across page loads, for that basket only', () => {
    addGuestCartItem(guestCartItem())
    hideCartBar()
    reloadPage()
    const isOpen = renderBar()
    expect(isOpen.current).toBe(false)
    act(() => addGuestCartItem(guestCartItem({ menu_item_id: 'coke' })))
    expect(isOpen.current).toBe(true)
  })

  it('follows the customer’s basket when logged in', async () => {
    setSession('token-1')
    const isOpen = renderBar()
    await act(() => storeBasket(serverCart([cartLine({ qty: 1 })])))
    await waitFor(() => expect(isOpen.current).toBe(true))
    act(() => hideCartBar())
    expect(isOpen.current).toBe(false)
    await act(() => storeBasket(serverCart([cartLine({ qty: 2 })])))
    await waitFor(() => expect(isOpen.current).toBe(true))
  })
})

describe('checkout’s notice', () => {
  it('shows for the basket it was left on, until the basket changes', async () => {
    setSession('token-1')
    const notice = renderHook(() => useCheckoutNotice()).result
    await act(() => storeBasket(cartOf([1])))
    act(() => setCheckoutNotice('We added 1 item.'))
    await waitFor(() => expect(notice.current).toBe('We added 1 item.'))
    await act(() => storeBasket(cartOf([2])))
    await waitFor(() => expect(notice.current).toBeNull())
  })
})
