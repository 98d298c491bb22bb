import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '../testing/test-api'
import type { HoursExceptionPayload } from '../types/kitchen'
import {
  changeStatusBody,
  type RefundPayload,
  readyTimeBody,
  refundBody,
  rejectBody,
} from '../wire/kitchen'
import { exceptionBody, weekBody } from '../wire/kitchen-hours'
import { busyBody, pauseBody } from '../wire/kitchen-shop'
import { restorePolicyBody, savePolicyBody } from '../wire/policy-versions'
import { moneyRulesBody, siteTextsBody } from '../wire/site'
import {
  addStaffBody,
  type StaffAccountPayload,
  staffLoginBody,
} from '../wire/staff'
import { bindStaffSession } from './client'
import {
  restorePolicyVersion,
  savePolicy,
  saveSiteSettings,
} from './site-settings'
import {
  addStaffAccount,
  cancelOrder,
  changeReadyTime,
  pauseOrders,
  refundOrder,
  rejectOrder,
  saveHoursException,
  saveShopHours,
  staffLogin,
  startBusy,
} from './staff'

// The kitchen's request functions send what the API's own schemas (@food/shared/wire)
// accept: a body the API would refuse fails here, and a wrong field fails the type check.

const server = useTestApi()

beforeAll(() => {
  bindStaffSession({ getToken: () => 'staff-1', clearToken: () => {} })
})

type Schema = { safeParse: (body: unknown) => { success: boolean } }

const CALLS: [string, () => Promise<unknown>, Schema][] = [
  ['POST /staff/login', () => staffLogin('07911123456'), staffLoginBody],
  [
    'POST /staff/accounts',
    () =>
      addStaffAccount({ mobile: '7911123456', name: 'Ayla', role: 'staff' }),
    addStaffBody,
  ],
  [
    'POST /staff/orders/1042/reject',
    () => rejectOrder('1042', 'other', 'The oven is down'),
    rejectBody,
  ],
  [
    'POST /staff/orders/1042/ready-time',
    () => changeReadyTime('1042', 25),
    readyTimeBody,
  ],
  [
    'POST /staff/orders/1042/status',
    () => cancelOrder('1042'),
    changeStatusBody,
  ],
  [
    'POST /staff/orders/1042/refund',
    () => refundOrder('1042', { amount: 250, reason: 'Cold chips' }, 'key-1'),
    refundBody,
  ],
  ['POST /staff/shop/busy', () => startBusy(20, 60), busyBody],
  ['POST /staff/shop/pause', () => pauseOrders('19:30', ''), pauseBody],
  [
    'POST /staff/hours',
    () =>
      saveShopHours({
        opening: [{ day: 5, open: '17:00', close: '01:00' }],
        delivery: [],
      }),
    weekBody,
  ],
  [
    'POST /staff/hours/exceptions',
    () =>
      saveHoursException({
        date: '2026-12-25',
        closed: false,
        open: '12:00',
        close: '16:00',
      }),
    exceptionBody,
  ],
  [
    'POST /staff/site/texts',
    () =>
      saveSiteSettings('texts', {
        description: 'Pizza in Belfast',
        about: 'Since 1999.',
        info: 'Open late.',
        version: 3,
      }),
    siteTextsBody,
  ],
  [
    'POST /staff/site/money',
    () =>
      saveSiteSettings('money', {
        discount: { percentage: 0, message: '' },
        deliveryFees: [{ maxMiles: 2, feePence: 250 }],
        minimumDeliveryOrderPence: 1500,
        version: 1,
      }),
    moneyRulesBody,
  ],
  [
    'POST /staff/policies/terms',
    () => savePolicy('terms', 'New terms.', 2),
    savePolicyBody,
  ],
  [
    'POST /staff/policies/privacy/versions/1/restore',
    () => restorePolicyVersion('privacy', 1, 3),
    restorePolicyBody,
  ],
]

describe("the kitchen's request bodies", () => {
  it.each(CALLS)(
    '%s sends a body its API schema accepts',
    async (route, call, schema) => {
      server().on(route, { body: { status: true, message: '', data: {} } })
      await call()
      const [body] = server().bodiesOf(route)
      expect(schema.safeParse(body)).toMatchObject({ success: true })
    },
  )

  it('refuses, at type-check time, a body the API would refuse', () => {
    // Each field below fails `pnpm -r typecheck` without its @ts-expect-error.
    const member: StaffAccountPayload = {
      mobile: '7911123456',
      name: 'Ayla',
      // @ts-expect-error: a member's role is `role`, not `kind`
      kind: 'owner',
    }
    const refund: RefundPayload = {
      // @ts-expect-error: a refund is in pence, a number
      amount: '2.50',
    }
    const exception: HoursExceptionPayload = {
      date: '2026-12-25',
      // @ts-expect-error: `closed` is true or false
      closed: 'yes',
    }
    expect(addStaffBody.safeParse(member).success).toBe(false)
    expect(refundBody.safeParse(refund).success).toBe(false)
    expect(exceptionBody.safeParse(exception).success).toBe(false)
  })
})
