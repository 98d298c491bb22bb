import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { startTestApp, type TestApp, testEnv } from './helpers/test-app'

let t: TestApp
let clock = new Date('2026-11-17T01:30:00Z') // Tuesday 01:30 GMT

beforeAll(async () => {
  t = await startTestApp({}, () => clock)
})
afterAll(() => t.close())

describe('GET /api/client/shop/settings', () => {
  it('returns the shop, its hours and its pricing policy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/client/shop/settings',
    })
    expect(res.statusCode).toBe(200)
    const { status, data } = res.json()
    expect(status).toBe(true)
    expect(data.shop.name).toBe('Anatolia Grill Belfast')
    expect(data.shop.address.postcode).toMatch(/^BT\d{1,2} \d[A-Z]{2}$/)
    expect(data.shop.social.map((s: { network: string }) => s.network)).toEqual(
      ['facebook', 'instagram', 'tiktok'],
    )
    expect(data.timings.opening).toHaveLength(7)
    expect(data.timings.opening).toContainEqual({
      day: 5,
      open: '16:30',
      close: '02:00',
    })
    expect(data.timings.delivery).toContainEqual({
      day: 2,
      open: '17:00',
      close: '01:00',
    })
    expect(data.policy.vatRatePercent).toBe(20)
    expect(data.policy.discount.percentage).toBe(10)
    expect(data.policy.deliveryFees[0]).toEqual({ maxMiles: 1, feePence: 150 })
  })
})

describe('GET /api/shop-status', () => {
  it.each([
    ['Tuesday 01:30 is closed', '2026-11-17T01:30:00Z', false],
    [
      'Saturday 01:30 is open (Friday runs to 02:00)',
      '2026-11-21T01:30:00Z',
      true,
    ],
    [
      'Sunday 01:30 is open (Saturday runs to 02:00)',
      '2026-11-22T01:30:00Z',
      true,
    ],
    ['Tuesday 17:00 is open', '2026-11-17T17:00:00Z', true],
  ])('%s', async (_label, iso, isOpen) => {
    clock = new Date(iso)
    const res = await t.app.inject({ method: 'GET', url: '/api/shop-status' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: true, isOpen, data: { isOpen } })
  })

  it('says when it opens next while closed', async () => {
    clock = new Date('2026-11-17T01:30:00Z')
    const res = await t.app.inject({ method: 'GET', url: '/api/shop-status' })
    const { times, ...status } = res.json().data
    expect(status).toEqual({
      isOpen: false,
      paused: false,
      message: 'We open today at 16:30.',
      nextOpeningAt: '2026-11-17T16:30:00.000Z',
    })
    // Monday's evening is over: nothing to order for until tonight's opening.
    expect(times).toMatchObject({
      hoursToday: 'Today 16:30–01:00',
      delivery: { isOpenNow: false, slots: [] },
      collection: { isOpenNow: false, slots: [] },
    })
  })

  it.each([
    ['closed', '2026-11-17T17:00:00Z', false],
    ['open', '2026-11-17T01:30:00Z', true],
  ])(
    'SHOP_STATUS_OVERRIDE=%s wins over the hours',
    async (override, iso, isOpen) => {
      const app = await buildApp({
        env: testEnv(t.database, { SHOP_STATUS_OVERRIDE: override }),
        db: t.database.db,
        logger: false,
        now: () => new Date(iso),
      })
      try {
        const res = await app.inject({ method: 'GET', url: '/api/shop-status' })
        expect(res.json()).toMatchObject({
          status: true,
          isOpen,
          data: { isOpen },
        })
      } finally {
        await app.close()
      }
    },
  )
})
