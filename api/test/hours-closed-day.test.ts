import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClock, HOUR } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// A day closed ahead of time reaches customers when it comes: Friday 27 November 2026, 12:00
// in Belfast (GMT), the owner closes Sunday 29th; the clock then moves to that Sunday.
const clock = createClock('2026-11-27T12:00:00Z')
const SUNDAY = '2026-11-29'
let t: TestApp
let owner: TestStaff

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  owner = await createStaff(t, 'owner', 'Mehmet')
})
afterAll(() => t.close())

const asOwner = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: owner.auth,
    ...(payload ? { payload } : {}),
  })

const shopStatus = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/shop-status' })).json().data

const exceptionDates = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/client/shop/settings' }))
    .json()
    .data.timings.exceptions.map(
      (exception: { date: string }) => exception.date,
    )

describe('a day closed ahead of time', () => {
  it('leaves the days before it as they were, and is listed for the Info page and the search engines', async () => {
    const closed = await asOwner('/staff/hours/exceptions', {
      date: SUNDAY,
      closed: true,
      note: 'Family wedding',
    })
    expect(closed.statusCode).toBe(200)
    const friday = await shopStatus()
    expect(friday).toMatchObject({
      isOpen: false,
      message: 'We open today at 16:30.',
    })
    expect(friday.times.collection.slots.length).toBeGreaterThan(0)
    expect(friday.times.delivery.slots.length).toBeGreaterThan(0)
    expect(await exceptionDates()).toEqual([SUNDAY])
  })

  it('on the day: closed, the next opening Monday, and no times to order for later', async () => {
    clock.advance(48 * HOUR) // Sunday 12:00
    const sunday = await shopStatus()
    expect(sunday).toMatchObject({
      isOpen: false,
      message: 'We open tomorrow at 16:30.',
    })
    expect(sunday.times.collection.slots).toEqual([])
    expect(sunday.times.delivery.slots).toEqual([])

    clock.advance(7 * HOUR) // 19:00, when the week says open
    const evening = await shopStatus()
    expect(evening).toMatchObject({
      isOpen: false,
      message: 'We open tomorrow at 16:30.',
    })
    expect(evening.times.collection).toMatchObject({
      isOpenNow: false,
      slots: [],
    })
    expect(evening.times.delivery).toMatchObject({
      isOpenNow: false,
      slots: [],
    })
    expect(await exceptionDates()).toEqual([SUNDAY])
  })

  it('removed, opens the evening again with its times for later', async () => {
    clock.advance(-7 * HOUR) // Sunday 12:00 again
    const removed = await asOwner(`/staff/hours/exceptions/${SUNDAY}/remove`)
    expect(removed.statusCode).toBe(200)
    const sunday = await shopStatus()
    expect(sunday).toMatchObject({
      isOpen: false,
      message: 'We open today at 16:30.',
    })
    // 16:30 to 01:00 for collection, in quarter hours.
    expect(sunday.times.collection.slots[0]).toBe('2026-11-29T16:30:00.000Z')
    expect(sunday.times.collection.slots.at(-1)).toBe(
      '2026-11-30T01:00:00.000Z',
    )
    expect(sunday.times.delivery.slots[0]).toBe('2026-11-29T17:00:00.000Z')
    expect(await exceptionDates()).toEqual([])
  })
})
