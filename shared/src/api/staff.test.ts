import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getToken, setSession } from '../store/actions'
import { useTestApi } from '../testing/test-api'
import { bindStaffSession, configureApi } from './client'
import { getProfile } from './profile'
import {
  acceptOrder,
  downloadTakingsCsv,
  downloadTakingsOrdersCsv,
  getStaffAudit,
  getStaffMe,
  removeHoursException,
  setMenuStock,
  staffVerifyOtp,
} from './staff'

const server = useTestApi()
let staffToken: string | null = null
const reload = vi.fn()

beforeAll(() => {
  // This file's own reload, to see that a staff 401 never reloads the page.
  configureApi({ reload })
  bindStaffSession({
    getToken: () => staffToken,
    clearToken: () => {
      staffToken = null
    },
  })
})
beforeEach(() => {
  reload.mockReset()
  staffToken = null
})

const member = { id: 'm1', name: 'Ayla', mobile: '7911123456', role: 'owner' }

describe('staff calls', () => {
  it('send the staff token, and customer calls send the customer token', async () => {
    server().on('GET /staff/me', { body: { status: true, data: member } })
    server().on('GET /user/get-profile', {
      body: { status: true, data: { name: 'C' } },
    })
    staffToken = 'staff-1'
    setSession('customer-1')
    await getStaffMe()
    await getProfile()
    expect(server().requests.map((r) => [r.route, r.authorization])).toEqual([
      ['GET /staff/me', 'Bearer staff-1'],
      ['GET /user/get-profile', 'Bearer customer-1'],
    ])
  })

  it('never send the customer token when no staff member is signed in', async () => {
    setSession('customer-1')
    await expect(getStaffMe()).rejects.toMatchObject({ code: 'NO_TOKEN' })
    expect(server().requests).toHaveLength(0)
  })

  it('forget only the staff token on a 401, without reloading the page', async () => {
    server().on('GET /staff/me', {
      status: 401,
      body: { status: false, message: 'Please sign in to the kitchen first.' },
    })
    staffToken = 'stale'
    setSession('customer-1')
    await expect(getStaffMe()).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in to the kitchen first.',
    })
    expect(staffToken).toBeNull()
    expect(getToken()).toBe('customer-1')
    expect(reload).not.toHaveBeenCalled()
  })

  it('verify a code into a token and the member', async () => {
    server().on('POST /staff/verify-otp', {
      body: { status: true, data: 'tok', staff: member },
    })
    await expect(staffVerifyOtp('7911123456', '1234')).resolves.toEqual({
      token: 'tok',
      staff: member,
    })
    expect(server().bodiesOf('POST /staff/verify-otp')).toEqual([
      { mobile: '7911123456', otp: '1234' },
    ])
  })

  it('send an action with its body and hand back the order and message', async () => {
    server().on('POST /staff/orders/1042/accept', {
      body: {
        status: true,
        message: 'Order 1042 is being prepared.',
        data: {},
      },
    })
    staffToken = 'staff-1'
    await expect(acceptOrder('1042', 15)).resolves.toEqual({
      message: 'Order 1042 is being prepared.',
      order: {},
    })
    expect(server().bodiesOf('POST /staff/orders/1042/accept')).toEqual([
      { minutes: 15 },
    ])
  })

  it('page the audit log with limit and before', async () => {
    server().on('GET /staff/audit', { body: { status: true, data: [] } })
    staffToken = 'staff-1'
    await getStaffAudit('17')
    expect(server().requests[0]?.url).toBe('/staff/audit?limit=50&before=17')
  })

  it('send a stock change to the item or option path and hand back message and row', async () => {
    const row = { id: 'opt-1', name: 'Garlic mayo', soldOut: true }
    server().on('POST /staff/menu/options/opt-1/stock', {
      body: { status: true, message: 'Garlic mayo is sold out.', data: row },
    })
    staffToken = 'staff-1'
    await expect(setMenuStock('option', 'opt-1', 'sold-out')).resolves.toEqual({
      message: 'Garlic mayo is sold out.',
      data: row,
    })
    expect(server().bodiesOf('POST /staff/menu/options/opt-1/stock')).toEqual([
      { state: 'sold-out' },
    ])
  })

  it('put the date of an exception to remove in its path', async () => {
    server().on('POST /staff/hours/exceptions/2026-12-25/remove', {
      body: { status: true, message: 'Removed.', data: {} },
    })
    staffToken = 'staff-1'
    await removeHoursException('2026-12-25')
    expect(server().requests[0]?.authorization).toBe('Bearer staff-1')
  })

  it('download the takings CSV with the staff token, as a Blob', async () => {
    server().on('GET /staff/takings.csv', {
      file: {
        type: 'text/csv; charset=utf-8',
        text: 'day,total\n2026-11-20,0\n',
      },
    })
    staffToken = 'staff-1'
    const file = await downloadTakingsCsv('2026-11-20')
    expect(await file.text()).toBe('day,total\n2026-11-20,0\n')
    expect(file.type).toMatch(/^text\/csv/)
    expect(server().requests[0]).toMatchObject({
      url: '/staff/takings.csv?day=2026-11-20',
      authorization: 'Bearer staff-1',
    })
  })

  it('download the orders’ CSV of a day with the staff token', async () => {
    server().on('GET /staff/takings/orders.csv', {
      file: { type: 'text/csv; charset=utf-8', text: 'Time,Order\r\n' },
    })
    staffToken = 'staff-1'
    const file = await downloadTakingsOrdersCsv('2026-11-20')
    expect(await file.text()).toBe('Time,Order\r\n')
    expect(server().requests[0]).toMatchObject({
      url: '/staff/takings/orders.csv?day=2026-11-20',
      authorization: 'Bearer staff-1',
    })
  })

  it("refuse a CSV download with the server's words, and forget the token on a 401", async () => {
    server().on('GET /staff/takings.csv', {
      status: 401,
      body: { status: false, message: 'Please sign in to the kitchen first.' },
    })
    staffToken = 'stale'
    await expect(downloadTakingsCsv()).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in to the kitchen first.',
    })
    expect(staffToken).toBeNull()
  })
})
