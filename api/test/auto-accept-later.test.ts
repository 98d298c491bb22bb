import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient } from './helpers/order'
import { createClock } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// Opening 16:30–01:00; 2026-03-04 is a Wednesday in GMT (local = UTC). The kitchen's sweep
// runs every 2 s of real time on this moved clock.
const clock = createClock('2026-03-04T19:52:00Z')
let t: TestApp
let customer: TestCustomer
let owner: TestStaff

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  customer = await createCustomer(t, 'Niamh')
  owner = await createStaff(t, 'owner', 'Mehmet')
})
afterAll(() => t.close())

const at = (iso: string) => {
  clock.advance(new Date(iso).getTime() - clock.now().getTime())
}
const statusOf = async (reference: string) =>
  (await orderClient(t, customer).get(reference)).json().data

describe('auto-accept and an order for later', () => {
  it('leaves it pending until it starts to ring, then accepts it for its time', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/kitchen-settings',
      headers: owner.auth,
      payload: {
        alertAfterMinutes: 5,
        rejectAfterMinutes: 10,
        autoAccept: true,
        defaultReadyMinutes: 20,
        ringSound: 'beep',
        ringVolume: 40,
      },
    })
    expect(saved.statusCode).toBe(200)
    await asCustomer(t, customer).addBulk([line('item-adana-kebab', 2)])
    const placed = await orderClient(t, customer).submit({
      order_type: 'collection',
      scheduled_for: '2026-03-04T22:00:00Z',
    })
    expect(placed.statusCode).toBe(201)
    const { order_id } = placed.json().data

    // Two hours early, and after a few sweeps: still waiting in Scheduled.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect((await statusOf(order_id)).order_status).toBe('pending')

    // 21:31: it rings (30 minutes before its time), and the sweep takes it.
    at('2026-03-04T21:31:00Z')
    await vi.waitFor(
      async () =>
        expect((await statusOf(order_id)).order_status).toBe('preparing'),
      { timeout: 8000, interval: 200 },
    )
    // Made for its time, not 20 minutes from now.
    expect((await statusOf(order_id)).ready_at).toBe(
      new Date('2026-03-04T22:00:00Z').toISOString(),
    )
  })
})
