import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClock } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// Friday 27 November 2026, 19:00 in Belfast (GMT): open until 02:00.
const clock = createClock('2026-11-27T19:00:00Z')
let t: TestApp
let owner: TestStaff
let member: TestStaff

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  owner = await createStaff(t, 'owner', 'Mehmet')
  member = await createStaff(t, 'staff', 'Ciara')
})
afterAll(() => t.close())

const asOwner = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: owner.auth,
    ...(payload ? { payload } : {}),
  })

const status = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/shop-status' })).json().data

describe('the weekly hours', () => {
  it('start as SPEC’s, and a change moves the shop status', async () => {
    const hours = (await asOwner('GET', '/staff/hours')).json().data
    expect(hours.opening).toContainEqual({
      day: 5,
      open: '16:30',
      close: '02:00',
    })
    expect(hours.delivery).toContainEqual({
      day: 1,
      open: '17:00',
      close: '01:00',
    })
    expect(hours.exceptions).toEqual([])

    const earlyFriday = hours.opening.map((entry: { day: number }) =>
      entry.day === 5 ? { day: 5, open: '12:00', close: '18:30' } : entry,
    )
    const saved = await asOwner('POST', '/staff/hours', {
      opening: earlyFriday,
      delivery: hours.delivery,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().message).toBe('The weekly hours are saved.')
    expect(await status()).toMatchObject({ isOpen: false })
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/client/shop/settings' })
    ).json().data
    expect(settings.timings.opening).toContainEqual({
      day: 5,
      open: '12:00',
      close: '18:30',
    })

    await asOwner('POST', '/staff/hours', {
      opening: hours.opening,
      delivery: hours.delivery,
    })
    expect(await status()).toMatchObject({
      isOpen: true,
      message: 'Open until 02:00',
    })
  })

  it('refuses times that are not times, a day twice, and opening at closing', async () => {
    const bad: [object, string][] = [
      [
        { opening: [{ day: 1, open: '25:00', close: '01:00' }], delivery: [] },
        'open must be a time like 16:30',
      ],
      [
        { opening: [{ day: 7, open: '16:30', close: '01:00' }], delivery: [] },
        'day must be 0 (Sunday) to 6',
      ],
      [
        {
          opening: [
            { day: 2, open: '16:30', close: '01:00' },
            { day: 2, open: '12:00', close: '14:00' },
          ],
          delivery: [],
        },
        'opening has Tuesday twice.',
      ],
      [
        { opening: [{ day: 3, open: '16:30', close: '16:30' }], delivery: [] },
        'A day opens and closes at different times.',
      ],
    ]
    for (const [payload, message] of bad) {
      const res = await asOwner('POST', '/staff/hours', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
    }
  })
})

describe('exceptions', () => {
  it('close a day: the status, the refusal of orders and the settings follow; removing it reopens', async () => {
    const closed = await asOwner('POST', '/staff/hours/exceptions', {
      date: '2026-11-27',
      closed: true,
      note: 'Staff party',
    })
    expect(closed.statusCode).toBe(200)
    expect(closed.json().data.exceptions).toEqual([
      {
        date: '2026-11-27',
        closed: true,
        open: null,
        close: null,
        deliveryOpen: null,
        deliveryClose: null,
        note: 'Staff party',
      },
    ])
    expect(await status()).toMatchObject({
      isOpen: false,
      message: 'We open tomorrow at 16:30.',
    })
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/client/shop/settings' })
    ).json().data
    expect(settings.timings.exceptions).toHaveLength(1)

    await asOwner('POST', '/staff/hours/exceptions/2026-11-27/remove')
    expect(await status()).toMatchObject({ isOpen: true })
  })

  it('give an evening other hours, past midnight included, with or without deliveries', async () => {
    await asOwner('POST', '/staff/hours/exceptions', {
      date: '2026-11-27',
      closed: false,
      open: '20:00',
      close: '03:00',
      note: 'Late opening',
    })
    expect(await status()).toMatchObject({ isOpen: false })
    clock.advance(7.5 * 60 * 60 * 1000) // 02:30 on Saturday
    expect(await status()).toMatchObject({
      isOpen: true,
      message: 'Open until 03:00',
    })
    clock.advance(-7.5 * 60 * 60 * 1000)
    await asOwner('POST', '/staff/hours/exceptions/2026-11-27/remove')
  })

  it('refuses a past day, half a delivery span and an open day without times', async () => {
    const bad: [object, string][] = [
      [
        { date: '2026-11-26', closed: true },
        'That day has passed: choose today or a later date.',
      ],
      [{ date: '2026-02-30', closed: true }, 'date must be a real date'],
      [
        { date: '2026-12-24', closed: false },
        'Give the opening and closing time, or close the day.',
      ],
      [
        {
          date: '2026-12-24',
          closed: false,
          open: '12:00',
          close: '20:00',
          deliveryOpen: '13:00',
        },
        'Give both delivery times, or neither (no deliveries).',
      ],
    ]
    for (const [payload, message] of bad) {
      const res = await asOwner('POST', '/staff/hours/exceptions', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
    }
  })

  it('are the owner’s, and every change is in the log', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/hours',
      headers: member.auth,
    })
    expect(res.statusCode).toBe(403)
    const log = await t.database.db.query<{ action: string }>(
      `select action from staff_actions where action like 'hours-%' order by id`,
    )
    expect(log.map((entry) => entry.action)).toEqual([
      'hours-changed',
      'hours-changed',
      'hours-exception-set',
      'hours-exception-removed',
      'hours-exception-set',
      'hours-exception-removed',
    ])
  })
})
