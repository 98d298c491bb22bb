import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { getToken, setSession } from '../store/actions'
import { resetStore } from '../testing/reset-store'
import { startTestServer, type TestServer } from '../testing/test-server'
import { bindStaffSession, configureApi } from './client'
import { getProfile } from './profile'
import { acceptOrder, getStaffAudit, getStaffMe, staffVerifyOtp } from './staff'

let server: TestServer
let staffToken: string | null = null
const reload = vi.fn()

beforeAll(async () => {
  server = await startTestServer()
  configureApi({ baseURL: server.baseURL, reload })
  bindStaffSession({
    getToken: () => staffToken,
    clearToken: () => {
      staffToken = null
    },
  })
})
afterAll(() => server.close())
beforeEach(() => {
  resetStore()
  reload.mockReset()
  staffToken = null
})
afterEach(() => server.reset())

const member = { id: 'm1', name: 'Ayla', mobile: '7911123456', role: 'owner' }

describe('staff calls', () => {
  it('send the staff token, and customer calls send the customer token', async () => {
    server.on('GET /staff/me', { body: { status: true, data: member } })
    server.on('GET /user/get-profile', {
      body: { status: true, data: { name: 'C' } },
    })
    staffToken = 'staff-1'
    setSession('customer-1')
    await getStaffMe()
    await getProfile()
    expect(server.requests.map((r) => [r.route, r.authorization])).toEqual([
      ['GET /staff/me', 'Bearer staff-1'],
      ['GET /user/get-profile', 'Bearer customer-1'],
    ])
  })

  it('never send the customer token when no staff member is signed in', async () => {
    setSession('customer-1')
    await expect(getStaffMe()).rejects.toMatchObject({ code: 'NO_TOKEN' })
    expect(server.requests).toHaveLength(0)
  })

  it('forget only the staff token on a 401, without reloading the page', async () => {
    server.on('GET /staff/me', {
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
    server.on('POST /staff/verify-otp', {
      body: { status: true, data: 'tok', staff: member },
    })
    await expect(staffVerifyOtp('7911123456', '1234')).resolves.toEqual({
      token: 'tok',
      staff: member,
    })
    expect(server.bodiesOf('POST /staff/verify-otp')).toEqual([
      { mobile: '7911123456', otp: '1234' },
    ])
  })

  it('send an action with its body and hand back the order and message', async () => {
    server.on('POST /staff/orders/1042/accept', {
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
    expect(server.bodiesOf('POST /staff/orders/1042/accept')).toEqual([
      { minutes: 15 },
    ])
  })

  it('page the audit log with limit and before', async () => {
    server.on('GET /staff/audit', { body: { status: true, data: [] } })
    staffToken = 'staff-1'
    await getStaffAudit('17')
    expect(server.requests[0]?.url).toBe('/staff/audit?limit=50&before=17')
  })
})
