import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  closeLoginDrawer,
  openLoginDrawer,
  openProfileDrawer,
  stopTracking,
  trackOrder,
} from './actions'
import {
  useLoginDrawerOpen,
  useProfileDrawerOpen,
  useTrackedOrderId,
} from './hooks'

describe('selector hooks', () => {
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
