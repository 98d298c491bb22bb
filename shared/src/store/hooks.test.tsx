import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cartLine, guestCartItem, serverCart } from '../testing/factories'
import {
  addGuestCartItem,
  closeLoginDrawer,
  openLoginDrawer,
  openProfileDrawer,
  setServerCart,
  setSession,
  stopTracking,
  trackOrder,
} from './actions'
import {
  useCartCount,
  useIsLoggedIn,
  useLoginDrawerOpen,
  useProfileDrawerOpen,
  useTrackedOrderId,
} from './hooks'

const cartOf = (quantities: number[]) =>
  serverCart(quantities.map((qty, at) => cartLine({ cart_id: `c${at}`, qty })))

describe('selector hooks', () => {
  it('useCartCount sums the guest cart when logged out', () => {
    const { result } = renderHook(() => useCartCount())
    expect(result.current).toBe(0)
    act(() => {
      addGuestCartItem(guestCartItem({ quantity: 2 }))
      addGuestCartItem(guestCartItem({ quantity: 3 }))
    })
    expect(result.current).toBe(5)
  })

  it('useCartCount sums the server cart when logged in', () => {
    addGuestCartItem(guestCartItem({ quantity: 9 }))
    const { result } = renderHook(() => ({
      count: useCartCount(),
      isLoggedIn: useIsLoggedIn(),
    }))
    act(() => setSession('t'))
    expect(result.current).toEqual({ count: 0, isLoggedIn: true })
    act(() => setServerCart(cartOf([1, 4])))
    expect(result.current.count).toBe(5)
  })

  it('opening one drawer closes the other', () => {
    const { result } = renderHook(() => ({
      login: useLoginDrawerOpen(),
      profile: useProfileDrawerOpen(),
    }))
    act(() => openLoginDrawer())
    expect(result.current).toEqual({ login: true, profile: false })
    act(() => openProfileDrawer())
    expect(result.current).toEqual({ login: false, profile: true })
  })

  it('login drawer and tracked order follow their actions', () => {
    const { result } = renderHook(() => ({
      open: useLoginDrawerOpen(),
      tracked: useTrackedOrderId(),
    }))
    act(() => {
      openLoginDrawer()
      trackOrder('ORD-7')
    })
    expect(result.current).toEqual({ open: true, tracked: 'ORD-7' })
    act(() => {
      closeLoginDrawer()
      stopTracking()
    })
    expect(result.current).toEqual({ open: false, tracked: null })
  })
})
