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
import { useAppStore } from './app-store'
import {
  useBlogDetail,
  useCartCount,
  useIsLoggedIn,
  useLoginDrawerOpen,
  useProfileDrawerOpen,
  useShopStatus,
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

  it('useShopStatus gives isOpen and message, or null', () => {
    const { result } = renderHook(() => useShopStatus())
    expect(result.current).toBeNull()
    act(() =>
      useAppStore.setState({
        shopStatus: { isOpen: false, message: 'Closed', nextOpeningAt: null },
      }),
    )
    expect(result.current).toEqual({ isOpen: false, message: 'Closed' })
  })

  it('useBlogDetail gives a stable empty state for an unknown slug', () => {
    const { result, rerender } = renderHook(() => useBlogDetail('none'))
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    expect(first).toEqual({ item: null, loading: false, error: null })
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
