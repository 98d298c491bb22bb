// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { guestCartItem } from '../testing/factories'
import { resetStore } from '../testing/reset-store'
import {
  addGuestCartItem,
  clearGuestCart,
  removeGuestCartItem,
  setSession,
  showTrackedOrder,
  trackOrder,
  updateGuestCartQuantity,
} from './actions'
import { appStore, createAppStore, restoreSavedState } from './app-store'
import { isCartBarRoute } from './cart-bar'

const state = () => appStore.getState()
const saved = () => JSON.parse(localStorage.getItem('food:cart') ?? 'null')

beforeEach(() => resetStore())

/** A new page load: the store starts afresh and reads what this browser saved. */
function reloadPage() {
  const saved = { ...localStorage }
  appStore.setState(appStore.getInitialState(), true)
  for (const [key, value] of Object.entries(saved)) {
    localStorage.setItem(key, value)
  }
  restoreSavedState()
}

describe('guest cart', () => {
  const kebab = guestCartItem()
  const pizza = guestCartItem({
    menu_item_id: 'pizza',
    quantity: 2,
    addons: [{ addon_id: 'g1', addon_item_id: 'cheese', addon_price: 100 }],
  })

  it('adds lines and saves them under food:cart', () => {
    addGuestCartItem(kebab)
    addGuestCartItem(pizza)
    expect(state().guestCart).toEqual([kebab, pizza])
    expect(saved()).toEqual([kebab, pizza])
  })

  it('removes a line by index', () => {
    addGuestCartItem(kebab)
    addGuestCartItem(pizza)
    removeGuestCartItem(0)
    expect(saved()).toEqual([pizza])
  })

  it('updates a quantity and removes the line at 0', () => {
    addGuestCartItem(kebab)
    updateGuestCartQuantity(0, 3)
    expect(state().guestCart[0]?.quantity).toBe(3)
    updateGuestCartQuantity(0, 0)
    expect(state().guestCart).toEqual([])
  })

  it('clearing removes the saved key', () => {
    addGuestCartItem(kebab)
    clearGuestCart()
    expect(localStorage.getItem('food:cart')).toBeNull()
  })
})

describe('the cart bar', () => {
  it.each([
    ['/', true],
    ['/news-and-insights/some-post', true],
    ['/checkout', false],
    ['/orders', false],
    ['/orders/1042', false],
    ['/checkout-help', true],
  ])('on %s it may show: %s', (path, expected) => {
    expect(isCartBarRoute(path)).toBe(expected)
  })
})

describe('restoring from local storage on page load', () => {
  it('a new store is a guest with an empty basket, whatever this browser saved', () => {
    localStorage.setItem('food:token', 'saved-token')
    localStorage.setItem('food:cart', JSON.stringify([guestCartItem()]))
    const fresh = createAppStore().getState()
    expect(fresh.token).toBeNull()
    expect(fresh.guestCart).toEqual([])
    expect(fresh.trackedOrderId).toBeNull()
  })

  it('restores the token, the guest cart and the latest order', () => {
    localStorage.setItem('food:token', 'saved-token')
    localStorage.setItem('food:cart', JSON.stringify([guestCartItem()]))
    localStorage.setItem('food:latest-order', '1042')
    restoreSavedState()
    expect(state().token).toBe('saved-token')
    expect(state().guestCart).toEqual([guestCartItem()])
    expect(state().trackedOrderId).toBe('1042')
  })

  it('does not reopen tracking without a session', () => {
    localStorage.setItem('food:latest-order', '1042')
    restoreSavedState()
    expect(state().trackedOrderId).toBeNull()
  })

  it.each([['not json'], ['{"a":1}'], ['[{"menu_item_id":1}]']])(
    'treats a malformed cart %j as empty',
    (raw) => {
      localStorage.setItem('food:cart', raw)
      restoreSavedState()
      expect(state().guestCart).toEqual([])
    },
  )

  it('reopens every tracked order after a reload, the one shown before shown again', () => {
    setSession('t')
    trackOrder('A')
    trackOrder('B')
    showTrackedOrder('A')
    reloadPage()
    expect(state()).toMatchObject({
      trackedOrderId: 'A',
      trackedOrderIds: ['B', 'A'],
    })
  })

  it('saves the token under food:token and removes it on logout', () => {
    state().setSession('t1')
    expect(localStorage.getItem('food:token')).toBe('t1')
    state().logout()
    expect(localStorage.getItem('food:token')).toBeNull()
  })
})
