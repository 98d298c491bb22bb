import { describe, expect, it } from 'vitest'
import { formatMoney } from '../format/money'
import { VALIDATION_MESSAGES as M } from '../types/messages'
import { SITE_LIMITS as L, SOCIAL_NETWORKS } from '../types/site'
import { isShopPhone } from './phone'
import {
  contactDetailsSchema,
  isNetworkUrl,
  moneyRulesSchema,
  siteTextsSchema,
} from './site-settings'

const contact = {
  address: {
    line1: '214 Ormeau Road',
    line2: 'Ballynafeigh',
    city: 'Belfast',
    postcode: 'bt7 2fy',
  },
  phone: ' 028  9064 3120 ',
  email: ' hello@example.co.uk ',
  social: [{ network: 'instagram', url: 'https://www.instagram.com/grill' }],
  vatNumber: 'gb 123 4567 89',
}

const money = {
  discount: { percentage: 10, message: '10% off for members' },
  deliveryFees: [
    { maxMiles: 1, feePence: 150 },
    { maxMiles: 2.5, feePence: 250 },
  ],
  minimumDeliveryOrderPence: 1200,
}

/** Each issue as "path: message". */
const issues = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('the shop phone', () => {
  it.each([
    ['028 9064 3120', true],
    ['02890643120', true],
    ['07911 123456', true],
    ['2890643120', false],
    ['028-9064-3120', false],
    ['+44 28 9064 3120', false],
    ['028 9064 312', false],
  ])('%s → %s', (phone, ok) => {
    expect(isShopPhone(phone)).toBe(ok)
  })
})

describe('social links', () => {
  it.each([
    ['facebook', 'https://www.facebook.com/grill', true],
    ['facebook', 'https://facebook.com/grill', true],
    ['x', 'https://twitter.com/grill', true],
    ['facebook', 'http://facebook.com/grill', false],
    ['facebook', 'https://facebook.com.evil.example/grill', false],
    ['facebook', 'https://notfacebook.com/grill', false],
    ['instagram', 'https://facebook.com/grill', false],
    ['tiktok', 'https://user:pw@tiktok.com/@grill', false],
    ['youtube', 'javascript:alert(1)', false],
    ['myspace', 'https://myspace.com/grill', false],
  ])('%s %s → %s', (network, url, ok) => {
    expect(isNetworkUrl(network, url)).toBe(ok)
  })
})

describe('contactDetailsSchema', () => {
  it('normalises the postcode, phone and email', () => {
    expect(contactDetailsSchema.parse(contact)).toEqual({
      ...contact,
      address: { ...contact.address, postcode: 'BT7 2FY' },
      phone: '028 9064 3120',
      email: 'hello@example.co.uk',
      vatNumber: 'GB123456789',
    })
    const { vatNumber: _, ...withoutVat } = contact
    expect(contactDetailsSchema.parse(withoutVat).vatNumber).toBe('')
  })

  it('names each broken field', () => {
    const result = contactDetailsSchema.safeParse({
      address: { line1: '', city: 'Belfast', postcode: 'SW1A 1AA' },
      phone: '12345',
      email: 'nope',
      social: [
        { network: 'facebook', url: 'https://instagram.com/x' },
        { network: 'facebook', url: 'https://facebook.com/x' },
      ],
      vatNumber: 'GB 1234',
    })
    expect(issues(result)).toEqual([
      `address.line1: ${M.contactLine1}`,
      `address.postcode: ${M.shopPostcode}`,
      `phone: ${M.shopPhone}`,
      `email: ${M.email}`,
      'social.0.url: The Facebook link must be an https:// address on facebook.com.',
      `social.1.network: ${M.socialTwice}`,
      `vatNumber: ${M.vatNumber}`,
    ])
  })
})

describe('moneyRulesSchema', () => {
  it('takes tiers that reach further each time', () => {
    expect(moneyRulesSchema.parse(money)).toEqual(money)
  })

  it.each([
    [{ discount: { percentage: 51, message: 'x' } }, 'discount.percentage'],
    [{ discount: { percentage: 5.5, message: 'x' } }, 'discount.percentage'],
    [{ discount: { percentage: 5, message: ' ' } }, 'discount.message'],
    [{ deliveryFees: [] }, 'deliveryFees'],
    [
      { deliveryFees: Array(9).fill({ maxMiles: 1, feePence: 0 }) },
      'deliveryFees',
    ],
    [
      { deliveryFees: [{ maxMiles: 10.5, feePence: 0 }] },
      'deliveryFees.0.maxMiles',
    ],
    [
      { deliveryFees: [{ maxMiles: 1.25, feePence: 0 }] },
      'deliveryFees.0.maxMiles',
    ],
    [
      { deliveryFees: [{ maxMiles: 2, feePence: 2001 }] },
      'deliveryFees.0.feePence',
    ],
    [
      {
        deliveryFees: [
          { maxMiles: 2, feePence: 100 },
          { maxMiles: 2, feePence: 200 },
        ],
      },
      'deliveryFees.1.maxMiles',
    ],
    [{ minimumDeliveryOrderPence: 10_001 }, 'minimumDeliveryOrderPence'],
    [{ minimumDeliveryOrderPence: '12.00' }, 'minimumDeliveryOrderPence'],
  ])('refuses %j at %s', (change, path) => {
    const result = moneyRulesSchema.safeParse({ ...money, ...change })
    expect(issues(result).map((issue) => issue.split(': ')[0])).toEqual([path])
  })

  it('allows no discount without a message', () => {
    const none = { ...money, discount: { percentage: 0, message: '' } }
    expect(moneyRulesSchema.safeParse(none).success).toBe(true)
  })
})

describe('siteTextsSchema', () => {
  it('trims, keeps Markdown lines and refuses control characters', () => {
    expect(
      siteTextsSchema.parse({
        description: ' Kebabs ',
        about: '## Story\n\nSince 2014.',
        info: 'Info',
      }),
    ).toEqual({
      description: 'Kebabs',
      about: '## Story\n\nSince 2014.',
      info: 'Info',
    })
    const result = siteTextsSchema.safeParse({
      description: 'Two\nlines',
      about: 'nul\u0000',
      info: '',
    })
    expect(issues(result)).toEqual([
      `description: ${M.siteDescription}`,
      `about: ${M.siteAbout}`,
      `info: ${M.siteInfo}`,
    ])
  })
})

describe('the texts', () => {
  it('state the limits the schemas apply', () => {
    expect(M.tierFee).toContain(formatMoney(L.tierFeePenceMax))
    expect(M.minimumOrder).toContain(formatMoney(L.minimumOrderPenceMax))
    expect(M.discountPercentage).toContain(`to ${L.discountPercentageMax}`)
    expect(M.siteAbout).toContain(L.aboutMaxLength.toLocaleString('en-GB'))
    expect(M.siteInfo).toContain(L.infoMaxLength.toLocaleString('en-GB'))
    expect(M.policyContent).toContain(L.policyMaxLength.toLocaleString('en-GB'))
    for (const { label } of Object.values(SOCIAL_NETWORKS))
      expect(M.socialNetwork).toContain(label)
  })
})
