import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { readEvents } from './helpers/event-stream'
import {
  fetchOpenApi,
  fillPath,
  listOperations,
  type Operation,
} from './helpers/openapi'
import { authClient, newMobile, wrongCode } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let owner: TestStaff
let customer: TestCustomer
let operations: Operation[]

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
  owner = await createStaff(t, 'owner', 'Mehmet')
  customer = await createCustomer(t, 'Úna')
  operations = listOperations(await fetchOpenApi(t))
})
afterAll(() => t.close())

const as =
  (token: string | null) =>
  (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    })

/** A request to every operation of an audience, with placeholder parameters. */
async function callEvery(audience: Operation['audience'], token: string) {
  const replies = []
  for (const op of operations.filter((o) => o.audience === audience)) {
    const path = fillPath(
      op.path,
      Object.fromEntries(
        op.pathParams.map((p) => [
          p.name,
          '00000000-0000-4000-8000-000000000000',
        ]),
      ),
    )
    const res = await t.app.inject({
      method: op.method,
      url: path,
      headers: { authorization: `Bearer ${token}` },
      ...(op.method === 'POST' ? { payload: {} } : {}),
    })
    replies.push({
      path: `${op.method} ${op.path}`,
      status: res.statusCode,
      body: res.json(),
    })
  }
  return replies
}

const staffPost = (path: string, payload: object, ip = '10.9.9.9') =>
  t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    remoteAddress: ip,
  })

async function addMember(
  role: 'staff' | 'owner',
  name: string,
  mobile = newMobile(),
) {
  const res = await as(owner.token)('POST', '/staff/accounts', {
    mobile: `0${mobile}`,
    name,
    role,
  })
  expect(res.statusCode).toBe(200)
  return { ...res.json().data, mobile } as {
    id: string
    mobile: string
    name: string
  }
}

async function signIn(mobile: string) {
  const sent = await staffPost('/staff/login', { mobile })
  expect(sent.statusCode).toBe(200)
  const code = await authClient(t).lastCode(mobile)
  return staffPost('/staff/verify-otp', { mobile, otp: code })
}

describe('signing in to the kitchen', () => {
  it('texts a code to a number the owner added and trades it for a staff session', async () => {
    const ciara = await addMember('staff', 'Ciara')
    const res = await signIn(ciara.mobile)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Signed in',
      staff: { name: 'Ciara', role: 'staff', mobile: ciara.mobile },
    })
    const token = res.json().data as string
    const me = await as(token)('GET', '/staff/me')
    expect(me.json().data).toMatchObject({ name: 'Ciara', role: 'staff' })
    expect((await as(token)('GET', '/staff/board')).statusCode).toBe(200)
    const [hash] = await t.database.db.query<{ token_hash: string }>(
      'select token_hash from staff_sessions s join staff_members m on m.id = s.staff_id where m.mobile = $1',
      [ciara.mobile],
    )
    expect(hash?.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash?.token_hash).not.toContain(token)
  })

  it('texts a member behind an address whose customers left 10 codes unentered: no robot check for the kitchen', async () => {
    const shopWifi = '10.9.9.42'
    const customers = authClient(t)
    for (let i = 0; i < 10; i += 1) {
      const sent = await customers.signup({ mobile: newMobile() }, shopWifi)
      expect(sent.statusCode).toBe(201)
    }
    const eleventh = await customers.signup({ mobile: newMobile() }, shopWifi)
    expect(eleventh.statusCode).toBe(428)

    const aoife = await addMember('staff', 'Aoife')
    const sent = await staffPost(
      '/staff/login',
      { mobile: aoife.mobile },
      shopWifi,
    )
    expect(sent.statusCode).toBe(200)
    const code = await authClient(t).lastCode(aoife.mobile)
    const res = await staffPost('/staff/verify-otp', {
      mobile: aoife.mobile,
      otp: code,
    })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a number that is not on the staff list, without texting it', async () => {
    const stranger = newMobile()
    const res = await staffPost('/staff/login', { mobile: stranger })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      status: false,
      code: 'NOT_STAFF',
      message:
        "This number is not on the restaurant's staff list. Ask the owner to add it.",
    })
    expect(await authClient(t).outbox(stranger)).toEqual([])
  })

  it('has the customers’ limits: wrong codes count, and resends wait', async () => {
    const member = await addMember('staff', 'Darragh')
    await staffPost('/staff/login', { mobile: member.mobile })
    const code = await authClient(t).lastCode(member.mobile)
    const wrong = await staffPost('/staff/verify-otp', {
      mobile: member.mobile,
      otp: wrongCode(code),
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toMatch(/attempts? left/)
    const again = await staffPost('/staff/login', { mobile: member.mobile })
    expect(again.statusCode).toBe(429)
    expect(again.json().message).toMatch(
      /^Please wait \d+ seconds before requesting another code\.$/,
    )
  })

  it('does not take a customer’s login code at the kitchen, nor a staff code on the site', async () => {
    const both = await authClient(t).register()
    await addMember('staff', 'Both', both.mobile)
    // A customer login code for the same number…
    await t.database.db.query('delete from sms_sends where mobile = $1', [
      both.mobile,
    ])
    await authClient(t).login(both.mobile)
    const customerCode = await authClient(t).lastCode(both.mobile)
    const atKitchen = await staffPost('/staff/verify-otp', {
      mobile: both.mobile,
      otp: customerCode,
    })
    expect(atKitchen.statusCode).not.toBe(200)
    // …and a staff code is no customer login.
    await t.database.db.query('delete from sms_sends where mobile = $1', [
      both.mobile,
    ])
    await staffPost('/staff/login', { mobile: both.mobile })
    const staffCode = await authClient(t).lastCode(both.mobile)
    const onSite = await authClient(t).verify(both.mobile, staffCode)
    expect(onSite.statusCode).not.toBe(200)
  })

  it('signs one device out', async () => {
    const member = await addMember('staff', 'Eimear')
    const token = (await signIn(member.mobile)).json().data as string
    expect((await as(token)('POST', '/staff/logout')).statusCode).toBe(200)
    const after = await as(token)('GET', '/staff/me')
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe('Please sign in to the kitchen first.')
  })
})

describe('staff and customer sessions never open each other’s endpoints', () => {
  it('refuses a customer’s token on every staff endpoint with 403', async () => {
    const replies = await callEvery('staff', customer.token)
    expect(replies.length).toBeGreaterThan(15)
    for (const reply of replies) {
      expect(reply, reply.path).toMatchObject({
        status: 403,
        body: {
          status: false,
          code: 'CUSTOMER_SESSION',
          message:
            "This is the restaurant's staff area: a customer's login cannot open it.",
        },
      })
    }
  })

  it('refuses a staff token on every customer endpoint with 403', async () => {
    const replies = await callEvery('customer', owner.token)
    expect(replies.length).toBeGreaterThan(10)
    for (const reply of replies) {
      expect(reply, reply.path).toMatchObject({
        status: 403,
        body: { status: false, code: 'STAFF_SESSION' },
      })
    }
  })

  it('answers 401 to no token and to a made-up one', async () => {
    for (const token of [null, 'made-up-token']) {
      const res = await as(token)('GET', '/staff/board')
      expect(res.statusCode).toBe(401)
    }
  })
})

describe('roles', () => {
  it('keeps the staff list and the audit log to the owner', async () => {
    const member = await createStaff(t, 'staff', 'Fionn')
    for (const [method, url, payload] of [
      ['GET', '/staff/accounts'],
      [
        'POST',
        '/staff/accounts',
        { mobile: newMobile(), name: 'Sneaky', role: 'owner' },
      ],
      ['POST', `/staff/accounts/${owner.id}/remove`],
      ['GET', '/staff/audit'],
    ] as const) {
      const res = await as(member.token)(method, url, payload)
      expect(res.statusCode, url).toBe(403)
      expect(res.json()).toEqual({
        status: false,
        code: 'OWNER_ONLY',
        message: 'Only the owner can do this.',
      })
    }
    expect(
      (await as(owner.token)('GET', '/staff/accounts')).json().data,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: owner.id, role: 'owner' }),
      ]),
    )
  })
})

describe('the staff list', () => {
  it('ends a removed member’s sessions at once', async () => {
    const leaving = await addMember('staff', 'Gráinne')
    const token = (await signIn(leaving.mobile)).json().data as string
    expect((await as(token)('GET', '/staff/board')).statusCode).toBe(200)
    const removed = await as(owner.token)(
      'POST',
      `/staff/accounts/${leaving.id}/remove`,
    )
    expect(removed.json().message).toBe('Gráinne was removed and signed out.')
    expect((await as(token)('GET', '/staff/board')).statusCode).toBe(401)
    expect(
      (await staffPost('/staff/login', { mobile: leaving.mobile })).statusCode,
    ).toBe(404)
    const list = (await as(owner.token)('GET', '/staff/accounts')).json().data
    expect(list.map((m: { id: string }) => m.id)).not.toContain(leaving.id)
  })

  it('ends a removed member’s open board within seconds', async () => {
    const leaving = await addMember('staff', 'Íde')
    const token = (await signIn(leaving.mobile)).json().data as string
    await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {})
    const port = (t.app.server.address() as AddressInfo).port
    const response = await fetch(
      `http://127.0.0.1:${port}/api/staff/board/events`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    )
    const events = readEvents(response)
    expect((await events.next()).event).toBe('board')
    await as(owner.token)('POST', `/staff/accounts/${leaving.id}/remove`)
    await expect(events.next(7000)).rejects.toThrow('the stream ended')
  })

  it('validates what the owner types', async () => {
    const bad = [
      [{ mobile: '12345', name: 'A', role: 'staff' }, /mobile/i],
      [
        { mobile: newMobile(), name: '', role: 'staff' },
        /Please enter a name\./,
      ],
      [
        { mobile: newMobile(), name: 'x'.repeat(61), role: 'staff' },
        /60 characters or fewer/,
      ],
      [
        { mobile: newMobile(), name: 'Ada', role: 'chef' },
        /role must be staff or owner/,
      ],
    ] as const
    for (const [payload, message] of bad) {
      const res = await as(owner.token)('POST', '/staff/accounts', payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(message)
    }
  })

  it('keeps at least one owner', async () => {
    const lone = await startTestApp({})
    try {
      const only = await createStaff(lone, 'owner', 'Only Owner')
      const res = await lone.app.inject({
        method: 'POST',
        url: `/api/staff/accounts/${only.id}/remove`,
        headers: only.auth,
      })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(
        'The restaurant needs an owner: add another owner before removing this one.',
      )
    } finally {
      await lone.close()
    }
  })

  it('records every change in the audit log the owner reads, newest first', async () => {
    const member = await addMember('staff', 'Hannah')
    await as(owner.token)('POST', '/staff/accounts', {
      mobile: member.mobile,
      name: 'Hannah',
      role: 'owner',
    })
    const log = (await as(owner.token)('GET', '/staff/audit?limit=2')).json()
      .data
    expect(log).toMatchObject([
      {
        staffId: owner.id,
        staffName: 'Mehmet',
        // When, in UTC to the millisecond, as every time in the API's replies.
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        action: 'staff-changed',
        subject: 'Hannah',
        before: { role: 'staff' },
        after: { role: 'owner' },
      },
      {
        staffName: 'Mehmet',
        action: 'staff-added',
        before: null,
        after: { role: 'staff' },
      },
    ])
    const older = (
      await as(owner.token)('GET', `/staff/audit?limit=1&before=${log[1].id}`)
    ).json().data
    expect(Number(older[0].id)).toBeLessThan(Number(log[1].id))
  })
})

describe('OWNER_MOBILE', () => {
  it('makes the first owner of a database without one, and no more', async () => {
    const mobile = newMobile()
    const fresh = await startTestApp({
      OWNER_MOBILE: `0${mobile}`,
      OWNER_NAME: 'Mehmet Yılmaz',
    })
    try {
      const rows = await fresh.database.db.query(
        'select name, role from staff_members',
      )
      expect(rows).toEqual([{ name: 'Mehmet Yılmaz', role: 'owner' }])
    } finally {
      await fresh.close()
    }
  })
})
