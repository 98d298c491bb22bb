import { placedOrder } from '@food/shared/testing'
import { type TestServer, useTestApi } from '@food/shared/testing/server'
import type {
  KitchenBoard,
  KitchenShopState,
  StaffMember,
  StaffOrder,
} from '@food/shared/types'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, expect } from 'vitest'
import KitchenApp from '../exposes/kitchen-app'
import { staffSessionStore } from '../lib/staff-session'

/**
 * The test API for a kitchen test file (useTestApi), waiting after each test for the board's
 * stream: a signed-in kitchen page opens it as it mounts, and a test that ends before that
 * request reached the server would cut it off mid-way (a "socket hang up"). This runs before
 * the server forgets its answers and before the set-up file's cleanup (afterEach hooks run
 * last-registered first).
 */
export function useKitchenApi(): () => TestServer {
  const api = useTestApi()
  afterEach(async () => {
    if (screen.queryByRole('navigation', { name: 'Kitchen' })) {
      await untilStreamOpen(api())
    }
  })
  return api
}

export const OWNER: StaffMember = {
  id: '5b0c8a52-7a53-4d7c-9d57-0c5a0b7c1a01',
  name: 'Ayla',
  mobile: '7911123456',
  role: 'owner',
}
export const COOK: StaffMember = {
  ...OWNER,
  id: 'c2',
  name: 'Sam',
  role: 'staff',
}

/** A time on the board (acknowledged, ready); ages are counted from now. */
export const SERVER_TIME = new Date().toISOString()
// Read when an order or board is made, so the test's own pace does not age it.
const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString()

/** A kitchen order; new (pending, ringing) unless told otherwise. */
export function staffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  const id = overrides.order_id ?? '1042'
  return {
    ...placedOrder(),
    _id: `id-${id}`,
    order_id: id,
    order_status: 'pending',
    order_type: 'delivery',
    payment_method: 'cash',
    payment_mode: 'COD',
    paid_amount: 0,
    refunded_amount: 0,
    payment_problem: null,
    text_problem: null,
    // 4½ minutes: the card reads "4 min" whatever the test's own pace.
    createdAt: minutesAgo(4.5),
    updatedAt: minutesAgo(4),
    items: [
      {
        _id: 'line-1',
        menuItem: { _id: 'adana-kebab', name: 'Adana Kebab' },
        quantity: 2,
        price: 1250,
        line_total: 2500,
        instructions: 'No onions',
        addons: [{ addon_item_id: 'a1', name: 'Extra chilli', price: 50 }],
      },
    ],
    total_amount: 2500,
    discount: { amount: 250, percentage: 10 },
    delivery_fee: 300,
    final_amount: 2550,
    address: {
      name: 'Home',
      addressLine1: '12 Botanic Avenue',
      addressLine2: 'Flat 2',
      city: 'Belfast',
      postcode: 'BT7 1JQ',
      Phone: '7911000111',
      label: 'home',
    },
    note: 'Ring the bell',
    ready_at: null,
    expected_at: null,
    reject_reason: null,
    customer: { name: 'Niamh', mobile: '7700900123' },
    next_status: 'preparing',
    acknowledgedAt: null,
    undo: null,
    print: null,
    ...overrides,
  }
}

/** The same order paid online (£25.50 taken by Stripe); new unless told otherwise. */
export function paidOnlineOrder(
  overrides: Partial<StaffOrder> = {},
): StaffOrder {
  return staffOrder({
    payment_method: 'online',
    payment_mode: 'CARD',
    paid_amount: 2550,
    ...overrides,
  })
}

export function kitchenBoard(orders: StaffOrder[]): KitchenBoard {
  return {
    orders,
    settings: {
      alertAfterMinutes: 3,
      rejectAfterMinutes: 10,
      autoPrint: false,
      printer: null,
      autoAccept: false,
      defaultReadyMinutes: 20,
      ringSound: 'beep',
      ringVolume: 40,
      busyMinutes: 0,
    },
    serverTime: new Date().toISOString(),
    dayStartedAt: minutesAgo(600),
  }
}

/** A reply of the shop state routes: busy mode and the pause as given. */
export const shopStateReply = (
  state: Partial<KitchenShopState> = {},
  message = '',
) => ({
  body: { status: true, message, data: { busy: null, pause: null, ...state } },
})

/**
 * Signs `member` in and opens the board stream with these orders (kept open);
 * the shop is neither busy nor paused.
 */
export function signedInWith(
  api: TestServer,
  orders: StaffOrder[] | KitchenBoard,
  member: StaffMember = OWNER,
) {
  staffSessionStore.setState({ token: 'staff-token' })
  api.on('GET /staff/me', { body: { status: true, data: member } })
  api.on('GET /staff/board/events', {
    events: [
      {
        event: 'board',
        data: Array.isArray(orders) ? kitchenBoard(orders) : orders,
      },
    ],
    keepOpen: true,
  })
  api.on('GET /staff/shop', shopStateReply())
}

/** The kitchen as the shell mounts it, at `path`. */
export function renderKitchen(path = '/kitchen') {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/kitchen/*" element={<KitchenApp />} />
      </Routes>
    </MemoryRouter>,
  )
  return user
}

/**
 * Waits until the board's stream has reached the server: a test that ends
 * before would cut the stream's request off mid-way (a "socket hang up").
 */
export async function untilStreamOpen(api: TestServer) {
  await waitFor(() =>
    expect(
      api.requests.some((r) => r.route === 'GET /staff/board/events'),
    ).toBe(true),
  )
}

/** Opens the board and taps Start shift, as a member does at the start of a shift. */
export async function openBoard(path = '/kitchen') {
  const user = renderKitchen(path)
  await user.click(await screen.findByRole('button', { name: 'Start shift' }))
  await screen.findByText('Live')
  return user
}

/**
 * Opens Done and Rejected of today and every order folded in them, as a member reading the
 * evening back does: a finished order's card is made only when its fold opens.
 */
export async function openFinished(user: ReturnType<typeof userEvent.setup>) {
  for (const list of screen.queryAllByText(/^(Done|Rejected) today \(\d+\)$/))
    await user.click(list)
  for (const line of screen.queryAllByText(/^Order \d+ · /))
    await user.click(line)
}

/** A reply as the API sends it after an action on an order. */
export const actionReply = (order: StaffOrder) => ({
  body: {
    status: true,
    message: `Order ${order.order_id} changed.`,
    data: order,
  },
})
