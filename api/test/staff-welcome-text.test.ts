import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../src/config/env'
import { authClient, newMobile } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// A new member of staff is texted how to sign in: whose kitchen, its address, and that a code
// will come by text. SITE_URL is the site's public address.

const SITE_URL = 'https://anatoliagrill.example'

const welcome = (name: string) =>
  `Hello ${name}, you have been added to the Anatolia Grill kitchen staff. To sign in, open ${SITE_URL}/kitchen and enter this mobile number: we will text you a code.`

function addMember(
  t: TestApp,
  owner: TestStaff,
  member: { mobile: string; name: string; role: 'staff' | 'owner' },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/accounts',
    headers: owner.auth,
    payload: { ...member, mobile: `0${member.mobile}` },
  })
}

describe('adding a member of staff', () => {
  let t: TestApp
  let owner: TestStaff
  beforeAll(async () => {
    t = await startTestApp({ SITE_URL: `${SITE_URL}/` })
    owner = await createStaff(t, 'owner', 'Mehmet')
  })
  afterAll(() => t.close())

  it('texts the new member how to sign in at the kitchen', async () => {
    const mobile = newMobile()
    const res = await addMember(t, owner, {
      mobile,
      name: 'Ciara',
      role: 'staff',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      'Ciara can now sign in to the kitchen as staff.',
    )
    const texts = await authClient(t).outbox(mobile)
    expect(texts.map(({ code, text }) => ({ code, text }))).toEqual([
      { code: null, text: welcome('Ciara') },
    ])
  })

  it('texts nobody for a new name or role, and the member again once removed and added back', async () => {
    const mobile = newMobile()
    const first = await addMember(t, owner, {
      mobile,
      name: 'Darragh',
      role: 'staff',
    })
    const renamed = await addMember(t, owner, {
      mobile,
      name: 'Darragh Byrne',
      role: 'owner',
    })
    expect(renamed.json().message).toBe(
      'Darragh Byrne can now sign in to the kitchen as owner.',
    )
    expect(await authClient(t).outbox(mobile)).toHaveLength(1)

    await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${first.json().data.id}/remove`,
      headers: owner.auth,
    })
    await addMember(t, owner, { mobile, name: 'Darragh', role: 'staff' })
    const texts = await authClient(t).outbox(mobile)
    expect(texts.map((s) => s.text)).toEqual([
      welcome('Darragh'),
      welcome('Darragh'),
    ])
  })
})

describe('when the text cannot be sent', () => {
  let t: TestApp
  let owner: TestStaff
  beforeAll(async () => {
    // Twilio at an address where nothing listens: every text fails.
    t = await startTestApp({
      SITE_URL,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+447700900123',
      TWILIO_API_BASE: 'http://127.0.0.1:9',
    })
    owner = await createStaff(t, 'owner', 'Mehmet')
  })
  afterAll(() => t.close())

  it('adds the member anyway and tells the owner to pass the address on', async () => {
    const mobile = newMobile()
    const res = await addMember(t, owner, {
      mobile,
      name: 'Ciara',
      role: 'staff',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: true,
      message: `Ciara can now sign in to the kitchen as staff. We could not text them how to sign in: please tell them to open ${SITE_URL}/kitchen.`,
      data: { mobile, name: 'Ciara', role: 'staff' },
    })
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/accounts',
      headers: owner.auth,
    })
    expect(list.json().data.map((m: { mobile: string }) => m.mobile)).toContain(
      mobile,
    )
  })
})

describe('SITE_URL', () => {
  it('defaults to the first allowed origin, else http://localhost:3000', () => {
    expect(loadEnv({}).siteUrl).toBe('http://localhost:3000')
    expect(
      loadEnv({ CORS_ORIGINS: 'https://a.example, https://b.example' }).siteUrl,
    ).toBe('https://a.example')
    expect(loadEnv({ SITE_URL: 'https://c.example/' }).siteUrl).toBe(
      'https://c.example',
    )
    expect(() => loadEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/)
  })
})
