import { VALIDATION_MESSAGES as M } from '@food/shared/validation'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { auditOf, callsAs, publicSite } from './helpers/site'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let owner: TestStaff
let cook: TestStaff
let customer: TestCustomer

beforeAll(async () => {
  t = await startTestApp()
  owner = await createStaff(t, 'owner', 'Mehmet')
  cook = await createStaff(t, 'staff', 'Ciara')
  customer = await createCustomer(t, 'Niamh')
})
afterAll(() => t.close())

const asOwner = () => callsAs(t, owner.auth)
const read = async (section: string) =>
  (await asOwner().get(`/staff/site/${section}`)).json().data

const CONTACT = {
  address: {
    line1: '10 Botanic Avenue',
    line2: '',
    city: 'Belfast',
    postcode: 'bt7 1jq',
  },
  phone: '028  9024 1111',
  email: ' orders@anatolia.example ',
  social: [
    { network: 'instagram', url: 'https://www.instagram.com/anatolia' },
    { network: 'youtube', url: 'https://youtube.com/@anatolia' },
  ],
}

describe('the owner reads each section with its version', () => {
  it('starts from the seed, version 1', async () => {
    expect(await read('texts')).toMatchObject({
      description: expect.stringContaining('Charcoal-grilled'),
      about: expect.stringContaining('Ormeau Road in 2014'),
      info: expect.stringContaining('## Allergens'),
      version: 1,
    })
    expect(await read('contact')).toMatchObject({
      address: { line1: '214 Ormeau Road', postcode: 'BT7 2FY' },
      phone: '028 9064 3120',
      social: expect.arrayContaining([
        {
          network: 'tiktok',
          url: 'https://www.tiktok.com/@anatoliagrillbelfast',
        },
      ]),
      version: 1,
    })
    expect(await read('money')).toEqual({
      discount: {
        percentage: 10,
        message: 'Logged-in customers get 10% off every order.',
      },
      deliveryFees: [
        { maxMiles: 1, feePence: 150 },
        { maxMiles: 2, feePence: 250 },
        { maxMiles: 3, feePence: 350 },
        { maxMiles: 5, feePence: 450 },
      ],
      minimumDeliveryOrderPence: 1200,
      version: 1,
    })
  })

  it('keeps the Info page’s wording from before it was editable', async () => {
    const { shop } = await publicSite(t).settings()
    expect(shop.info).toBe(
      '## Allergens\n\nEvery dish on the menu lists the 14 major allergens it contains. Our kitchen handles gluten, milk, eggs, sesame, nuts and mustard, so we cannot guarantee any dish is free from traces. If you have an allergy, please call us before you order and we will talk you through it.\n\n## Prices and payment\n\nAll prices are in pounds sterling and include VAT at 20%.',
    )
  })
})

describe('saving the texts', () => {
  it('shows them on the site at once, bumps the version and audits before and after', async () => {
    const before = await read('texts')
    const res = await asOwner().post('/staff/site/texts', {
      description: '  Kebabs over charcoal in south Belfast. ',
      about: '## Our story\n\nThe Demir family, since 2014.',
      info: '## Allergens\n\nAsk us before you order.',
      version: before.version,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'The About and Info texts are saved.',
      data: {
        description: 'Kebabs over charcoal in south Belfast.',
        about: '## Our story\n\nThe Demir family, since 2014.',
        info: '## Allergens\n\nAsk us before you order.',
        version: before.version + 1,
      },
    })
    const { shop } = await publicSite(t).settings()
    expect(shop).toMatchObject({
      description: 'Kebabs over charcoal in south Belfast.',
      about: '## Our story\n\nThe Demir family, since 2014.',
      info: '## Allergens\n\nAsk us before you order.',
    })
    const [entry] = await auditOf(t, 'settings-saved')
    expect(entry).toEqual({
      staff_name: 'Mehmet',
      subject: 'the About and Info texts',
      before,
      after: res.json().data,
    })
  })

  it.each([
    [{ description: '' }, `description: ${M.siteDescription}`],
    [{ description: 'Two\nlines' }, `description: ${M.siteDescription}`],
    [{ description: 'x'.repeat(301) }, `description: ${M.siteDescription}`],
    [{ about: '  ' }, `about: ${M.siteAbout}`],
    [{ about: 'bell\u0007' }, `about: ${M.siteAbout}`],
    [{ info: 'x'.repeat(10_001) }, `info: ${M.siteInfo}`],
    [{ info: 42 }, `info: ${M.siteInfo}`],
    [{ version: 0 }, `version: ${M.editVersion}`],
    [{ version: undefined }, `version: ${M.editVersion}`],
  ])('refuses %j: %s', async (change, message) => {
    const current = await read('texts')
    const res = await asOwner().post('/staff/site/texts', {
      description: current.description,
      about: current.about,
      info: current.info,
      version: current.version,
      ...change,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message })
    expect(await read('texts')).toEqual(current)
  })

  it('refuses a body over 64 kB with 413', async () => {
    const res = await asOwner().post('/staff/site/texts', {
      description: 'x',
      about: 'é'.repeat(40_000),
      info: 'x',
      version: 1,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().status).toBe(false)
  })
})

describe('saving the contact details', () => {
  it('normalises them, and the footer’s settings show them', async () => {
    const { version } = await read('contact')
    const res = await asOwner().post('/staff/site/contact', {
      ...CONTACT,
      version,
    })
    expect(res.statusCode).toBe(200)
    const saved = {
      address: { ...CONTACT.address, postcode: 'BT7 1JQ' },
      phone: '028 9024 1111',
      email: 'orders@anatolia.example',
      social: CONTACT.social,
    }
    expect(res.json()).toMatchObject({
      message: 'The contact details are saved.',
      data: { ...saved, version: version + 1 },
    })
    expect((await publicSite(t).settings()).shop).toMatchObject(saved)
  })

  it('keeps the VAT number for receipts as the certificate writes it, or none', async () => {
    const first = await read('contact')
    const res = await asOwner().post('/staff/site/contact', {
      ...CONTACT,
      vatNumber: ' gb 123 4567 89 ',
      version: first.version,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.vatNumber).toBe('GB123456789')
    expect((await read('contact')).vatNumber).toBe('GB123456789')
    // A branch's number has 12 digits; an empty one takes it off the receipts.
    const branch = await asOwner().post('/staff/site/contact', {
      ...CONTACT,
      vatNumber: 'GB 123 4567 89 001',
      version: first.version + 1,
    })
    expect(branch.json().data.vatNumber).toBe('GB123456789001')
    const none = await asOwner().post('/staff/site/contact', {
      ...CONTACT,
      vatNumber: '',
      version: first.version + 2,
    })
    expect(none.json().data.vatNumber).toBe('')
  })

  it.each([
    [
      { address: { ...CONTACT.address, line1: ' ' } },
      `address.line1: ${M.contactLine1}`,
    ],
    [
      { address: { ...CONTACT.address, line1: 'NUL\u0000' } },
      `address.line1: ${M.contactLine1}`,
    ],
    [
      { address: { ...CONTACT.address, city: 'x'.repeat(41) } },
      `address.city: ${M.contactCity}`,
    ],
    [
      { address: { ...CONTACT.address, postcode: 'SW1A 1AA' } },
      `address.postcode: ${M.shopPostcode}`,
    ],
    [
      { address: { ...CONTACT.address, postcode: 'BT18 9AA' } },
      `address.postcode: ${M.shopPostcode}`,
    ],
    [{ vatNumber: 'GB 123 4567 8' }, `vatNumber: ${M.vatNumber}`],
    [{ vatNumber: '123456789' }, `vatNumber: ${M.vatNumber}`],
    [{ vatNumber: 'IE 1234567 T' }, `vatNumber: ${M.vatNumber}`],
    [{ phone: '07911' }, `phone: ${M.shopPhone}`],
    [{ phone: '2890241111' }, `phone: ${M.shopPhone}`],
    [{ email: 'not an email' }, `email: ${M.email}`],
    [
      {
        social: [
          { network: 'facebook', url: 'https://evil.example/facebook.com' },
        ],
      },
      'social.0.url: The Facebook link must be an https:// address on facebook.com.',
    ],
    [
      { social: [{ network: 'x', url: 'http://x.com/anatolia' }] },
      'social.0.url: The X link must be an https:// address on x.com or twitter.com.',
    ],
    [
      { social: [{ network: 'myspace', url: 'https://myspace.com/a' }] },
      `social.0.network: ${M.socialNetwork}`,
    ],
    [
      {
        social: [
          { network: 'tiktok', url: 'https://tiktok.com/@a' },
          { network: 'tiktok', url: 'https://tiktok.com/@b' },
        ],
      },
      `social.1.network: ${M.socialTwice}`,
    ],
  ])('refuses %j: %s', async (change, message) => {
    const current = await read('contact')
    const res = await asOwner().post('/staff/site/contact', {
      ...CONTACT,
      version: current.version,
      ...change,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await read('contact')).toEqual(current)
  })
})

describe('a save made from an older version', () => {
  it('is refused with 409 STALE_EDIT and keeps what the other screen saved', async () => {
    const loaded = await read('contact')
    const first = await asOwner().post('/staff/site/contact', {
      ...CONTACT,
      phone: '028 9000 0001',
      version: loaded.version,
    })
    expect(first.statusCode).toBe(200)
    const audited = (await auditOf(t, 'settings-saved')).length
    const second = await callsAs(t, owner.auth).post('/staff/site/contact', {
      ...CONTACT,
      phone: '028 9000 0002',
      version: loaded.version,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      status: false,
      code: 'STALE_EDIT',
      message: 'This was changed by someone else: reload to see it',
    })
    expect(await read('contact')).toMatchObject({
      phone: '028 9000 0001',
      version: loaded.version + 1,
    })
    expect(await auditOf(t, 'settings-saved')).toHaveLength(audited)
  })

  it('lets exactly one of two saves racing from the same version through', async () => {
    const { version, ...texts } = await read('texts')
    const replies = await Promise.all(
      ['A', 'B', 'C'].map((letter) =>
        asOwner().post('/staff/site/texts', {
          ...texts,
          description: `Version from screen ${letter}`,
          version,
        }),
      ),
    )
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    expect((await read('texts')).version).toBe(version + 1)
  })
})

describe('the owner’s settings are the owner’s', () => {
  const ENDPOINTS = ['texts', 'contact', 'money'].flatMap((section) => [
    ['GET', `/staff/site/${section}`],
    ['POST', `/staff/site/${section}`],
  ])

  it.each(ENDPOINTS)(
    '%s %s: staff 403, a customer 403, nobody 401',
    async (method, url) => {
      const cases: [{ authorization: string } | null, number, string][] = [
        [cook.auth, 403, 'OWNER_ONLY'],
        [customer.auth, 403, 'CUSTOMER_SESSION'],
        [null, 401, 'UNAUTHORIZED'],
        [{ authorization: 'Bearer made-up' }, 401, 'UNAUTHORIZED'],
      ]
      for (const [auth, status, code] of cases) {
        const calls = callsAs(t, auth)
        const res =
          method === 'GET' ? await calls.get(url) : await calls.post(url, {})
        expect(res.statusCode, `${code}`).toBe(status)
        expect(res.json()).toMatchObject({ status: false })
      }
    },
  )
})
