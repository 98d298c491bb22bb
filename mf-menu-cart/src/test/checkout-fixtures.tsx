import { loadShop, useCartCount } from '@food/shared/query'
import {
  addGuestCartItem,
  setSession,
  useLoginDrawerOpen,
  useProfileDrawerOpen,
  useProfileDrawerView,
  useTrackedOrderId,
} from '@food/shared/store'
import {
  placedOrder as anyOrder,
  cartLine,
  guestCartItem,
  serverCart,
} from '@food/shared/testing'
import { serveShop, type TestServer } from '@food/shared/testing/server'
import type { Address, CartItem, Order } from '@food/shared/types'
import { Popup } from '@food/shared/ui'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { expect } from 'vitest'
import type { PaymentPoll } from '../features/checkout/api/payment-calls'
import { CheckoutPage } from '../features/checkout/components/checkout-page'

/** The checkout went to the placed order's page, /orders/{order_id}, saying it was just placed. */
export async function expectOrderPage(orderId = '1042', timeout?: number) {
  expect(
    await screen.findByText(`Address: /orders/${orderId}`, {}, { timeout }),
  ).toBeTruthy()
  expect(screen.getByText('Just placed')).toBeTruthy()
}

/** What the rest of the site shows (drawers, tracking bar, basket badge, address), as text. */
function SiteState() {
  const { pathname, search, state } = useLocation()
  const isLoginOpen = useLoginDrawerOpen()
  const isProfileOpen = useProfileDrawerOpen()
  const profileView = useProfileDrawerView()
  const trackedOrderId = useTrackedOrderId()
  const count = useCartCount()
  return (
    <aside aria-label="Site state">
      <p>{isLoginOpen ? 'Login drawer open' : 'Login drawer closed'}</p>
      <p>
        {isProfileOpen
          ? `Profile drawer open at ${profileView}`
          : 'Profile drawer closed'}
      </p>
      <p>
        {trackedOrderId ? `Tracking order ${trackedOrderId}` : 'No tracking'}
      </p>
      <p>Basket badge: {count}</p>
      <p>Address: {`${pathname}${search}`}</p>
      {(state as { placed?: boolean } | null)?.placed && <p>Just placed</p>}
    </aside>
  )
}

/**
 * /checkout (or `url`, a return from Stripe) with the site's popup and the shell's stand-ins.
 * A placed order's page is mf-account's: here the address says where the checkout went.
 */
export function renderCheckout(url = '/checkout', paymentPoll?: PaymentPoll) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/checkout"
          element={<CheckoutPage paymentPoll={paymentPoll} />}
        />
        <Route path="*" element={null} />
      </Routes>
      <Popup />
      <SiteState />
    </MemoryRouter>,
  )
}

/** A guest basket as the item dialog saves it: 2 × Margherita with an extra, 1 × Doner. */
export function fillNamedGuestCart() {
  addGuestCartItem(
    guestCartItem({
      menu_item_id: 'i1',
      name: 'Margherita',
      quantity: 2,
      price: 899,
      addons: [
        {
          addon_id: 'g1',
          addon_item_id: 'x1',
          addon_price: 150,
          addon_name: 'Extra cheese',
        },
      ],
    }),
  )
  addGuestCartItem(
    guestCartItem({
      menu_item_id: 'i3',
      name: 'Chicken Doner',
      price: 1250,
      instructions: 'No onions',
    }),
  )
}

/** 2 × Adana Kebab (£8.25) with garlic sauce: £16.50, 10% off → £14.85. */
export const ADANA = cartLine({
  cart_id: 'line-1',
  name: 'Adana Kebab',
  qty: 2,
  price: 825,
  base_price: 775,
  instructions: 'Extra spicy',
  addons: [
    {
      addon_id: 'g1',
      addon_name: 'Sauces',
      addon_item_id: 'x1',
      name: 'Garlic sauce',
      price: 50,
    },
  ],
})

export const customerCart = (lines: CartItem[] = [ADANA]) =>
  serverCart(lines, 10)

/** A saved address as the API returns it (a1, Home, not primary unless said). */
export const address = (overrides: Partial<Address>): Address => ({
  address_id: 'a1',
  _id: 'a1',
  name: 'Aoife Kelly',
  addressLine1: '12 Lisburn Road',
  addressLine2: '',
  city: 'Belfast',
  postcode: 'BT9 6AA',
  Phone: '07911123456',
  label: 'home',
  is_primary: false,
  ...overrides,
})

/** The API sends the work address first; the primary (home) one must come first on screen. */
const ADDRESSES: Address[] = [
  address({
    address_id: 'a2',
    _id: 'a2',
    label: 'work',
    addressLine1: '1 Queen Street',
    postcode: 'BT1 6EA',
  }),
  address({ is_primary: true }),
  address({
    address_id: 'a3',
    _id: 'a3',
    label: 'Mum’s',
    addressLine1: '4 Main Street',
    postcode: 'BT17 0AA',
  }),
]

export function placedOrder(overrides: Partial<Order> = {}): Order {
  return anyOrder({
    _id: 'order-uuid-1',
    order_id: '1042',
    order_status: 'pending',
    payment_mode: 'COD',
    payment_method: 'card',
    order_type: 'delivery',
    updatedAt: '2026-01-20T19:00:00.000Z',
    items: [
      {
        _id: '1',
        menuItem: { _id: 'adana-kebab', name: 'Adana Kebab' },
        quantity: 2,
        price: 825,
        line_total: 1650,
        instructions: 'Extra spicy',
        addons: [{ addon_item_id: 'sauce-garlic', name: 'Garlic', price: 0 }],
      },
    ],
    total_amount: 1650,
    discount: { amount: 165, percentage: 10 },
    delivery_fee: 250,
    tax_amount: 289,
    final_amount: 1735,
    // 20:05 in Belfast (GMT).
    promised_at: '2026-01-20T20:05:00.000Z',
    scheduled_for: null,
    address: {
      name: 'Aoife Kelly',
      addressLine1: '12 Lisburn Road',
      addressLine2: 'Flat 1',
      city: 'Belfast',
      postcode: 'BT9 6AA',
      Phone: '07911123456',
      label: 'home',
    },
    ...overrides,
  })
}

/** A logged-in customer whose server basket, addresses and fees the API answers. */
export function serveCustomer(api: TestServer, lines: CartItem[] = [ADANA]) {
  setSession('token-1')
  api.on('GET /user/cart/get', {
    body: { status: true, ...customerCart(lines) },
  })
  api.on('GET /user/address/get', { body: { status: true, data: ADDRESSES } })
  api.on('POST /user/cart/get-delivery-fee', (body) => {
    const { postcode } = body as { postcode: string }
    if (postcode.startsWith('BT17')) {
      return {
        status: 422,
        body: {
          status: false,
          code: 'OUTSIDE_DELIVERY_AREA',
          message: 'Sorry, BT17 is outside our delivery range.',
        },
      }
    }
    return {
      body: {
        status: true,
        deliveryFee: postcode.startsWith('BT1 ') ? 0 : 250,
        mile: postcode.startsWith('BT1 ') ? 0.8 : 2,
      },
    }
  })
}

/** GET /menus with no holiday, or with the given notice. */
export function serveMenus(api: TestServer, holiday: string | null = null) {
  serveShop(api)
  api.on('GET /menus', {
    body: {
      status: true,
      data: [],
      holiday: holiday ? { message: holiday } : null,
    },
  })
}

/** Everything a logged-in customer's checkout asks the API for, with the shop open. */
export async function serveCustomerCheckout(api: TestServer) {
  serveMenus(api)
  await loadShop()
  serveCustomer(api)
}

// Basket, addresses and fee come one after the other: allow for a busy machine.
export const SLOW = { timeout: 4_000 }

/** The customer's checkout once the basket and the primary address's fee are in. */
export async function renderCustomerCheckout() {
  renderCheckout()
  await screen.findByText('£2.50 delivery · 2 miles', {}, SLOW)
}

/** POST /user/order/submit accepting the order. */
export const acceptedOrder = (order = placedOrder()) => ({
  status: 201,
  body: {
    status: true,
    message: `Thank you! Your order ${order.order_id} has been placed.`,
    data: order,
  },
})
