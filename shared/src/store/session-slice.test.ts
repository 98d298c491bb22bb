import { describe, expect, it } from 'vitest'
import { guestCartItem } from '../testing/factories'
import { useTestApi } from '../testing/test-api'
import type { Reply } from '../testing/test-server'
import {
  addGuestCartItem,
  clearSession,
  logout,
  setSession,
  showTrackedOrder,
  signOut,
  stopTracking,
  trackOrder,
} from './actions'
import { appStore } from './app-store'

const server = useTestApi()
const state = () => appStore.getState()

describe('session', () => {
  it('setSession stores the token', () => {
    setSession('abc')
    expect(state().token).toBe('abc')
  })

  // The session's basket and profile leave the query cache with the token
  // (query/basket.test.tsx, query/profile.test.tsx).
  it('clearSession drops the token', () => {
    appStore.setState({ token: 't' })
    clearSession()
    expect(state().token).toBeNull()
  })

  it('logout clears the token, the guest cart and the tracked order', () => {
    appStore.setState({ token: 't' })
    addGuestCartItem(guestCartItem())
    trackOrder('ORD-1')
    logout()
    expect(state()).toMatchObject({
      token: null,
      guestCart: [],
      trackedOrderId: null,
      trackedOrderIds: [],
    })
  })
})

describe('tracking more than one order', () => {
  it('follows every order started, newest shown, up to three', () => {
    for (const id of ['A', 'B', 'C', 'D']) trackOrder(id)
    expect(state()).toMatchObject({
      trackedOrderId: 'D',
      trackedOrderIds: ['D', 'C', 'B'],
    })
    trackOrder('B')
    expect(state().trackedOrderIds).toEqual(['B', 'D', 'C'])
  })

  it('switches between tracked orders and ignores one it does not follow', () => {
    trackOrder('A')
    trackOrder('B')
    showTrackedOrder('A')
    expect(state().trackedOrderId).toBe('A')
    showTrackedOrder('Z')
    expect(state().trackedOrderId).toBe('A')
    expect(state().trackedOrderIds).toEqual(['B', 'A'])
  })

  it('stopping the shown order moves the bar to the next; stopping another keeps it', () => {
    trackOrder('A')
    trackOrder('B')
    trackOrder('C')
    stopTracking('A')
    expect(state()).toMatchObject({
      trackedOrderId: 'C',
      trackedOrderIds: ['C', 'B'],
    })
    stopTracking()
    expect(state()).toMatchObject({
      trackedOrderId: 'B',
      trackedOrderIds: ['B'],
    })
    stopTracking()
    expect(state()).toMatchObject({ trackedOrderId: null, trackedOrderIds: [] })
  })
})

describe('signOut', () => {
  it('ends the session on the server with its token, then forgets it here', async () => {
    server().on('POST /user/logout', {
      body: { status: true, message: 'You are signed out.' },
    })
    appStore.setState({ token: 't' })
    addGuestCartItem(guestCartItem())

    await signOut()

    expect(server().requests.map((r) => [r.route, r.authorization])).toEqual([
      ['POST /user/logout', 'Bearer t'],
    ])
    expect(state()).toMatchObject({ token: null, guestCart: [] })
  })

  it.each<[string, Reply]>([
    ['the server fails', { status: 500, body: { status: false } }],
    ['the token was refused already', { status: 401, body: { status: false } }],
    ['there is no connection', 'hang-up'],
  ])('signs this browser out even when %s', async (_label, reply) => {
    server().on('POST /user/logout', reply)
    appStore.setState({ token: 't' })

    await signOut()

    expect(server().requests).toHaveLength(1)
    expect(state()).toMatchObject({ token: null })
  })
})
