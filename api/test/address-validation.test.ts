import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AddressOwner,
  addressBody,
  asAddressOwner,
} from './helpers/address'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let customer: TestCustomer
let owner: AddressOwner
let savedId: string

beforeAll(async () => {
  t = await startTestApp()
  customer = await createCustomer(t)
  owner = asAddressOwner(t, customer)
  savedId = await owner.addId()
})
afterAll(() => t.close())

// The texts of SPEC section 5, as @food/shared/validation defines them.
const NAME = 'Name is required.'
const ADDRESS = 'Address is required.'
const CITY = 'City is required.'
const PHONE = 'Enter a valid phone number (10 digits or 0 + 10 digits).'
const POSTCODE = 'postcode is required.'
const OUTSIDE = "Sorry we don't deliver outside Belfast."
const TOO_LONG = 'Please use 30 characters or fewer.'
const LABEL = 'Please enter a label.'
const PLAIN = 'Please use plain text only.'

const long = 'x'.repeat(31)

describe('each bad field gets its own SPEC message', () => {
  it.each([
    ['name', '', NAME],
    ['name', '   ', NAME],
    ['name', null, NAME],
    ['name', long, TOO_LONG],
    ['name', 'Aoife\u0000', PLAIN],
    ['name', 42, 'must be text'],
    ['addressLine1', '', ADDRESS],
    ['addressLine1', long, TOO_LONG],
    ['addressLine1', '12\tOrmeau Road', PLAIN],
    ['addressLine2', long, TOO_LONG],
    ['addressLine2', 'Flat\u00003', PLAIN],
    ['addressLine2', 14, 'must be text'],
    ['city', '', CITY],
    ['city', long, TOO_LONG],
    ['Phone', '', PHONE],
    ['Phone', '770090012', PHONE],
    ['Phone', '770090012345', PHONE],
    ['Phone', '17700900123', PHONE],
    ['Phone', '007700900123', PHONE],
    ['Phone', '07700 900123', PHONE],
    ['Phone', '+447700900123', PHONE],
    ['Phone', 'abcdefghij', PHONE],
    ['postcode', '', POSTCODE],
    ['postcode', '  ', POSTCODE],
    ['postcode', 'BT18 1AA', OUTSIDE],
    ['postcode', 'BT0 1AA', OUTSIDE],
    ['postcode', 'SW1A 1AA', OUTSIDE],
    ['postcode', 'BT7', OUTSIDE],
    ['postcode', long, TOO_LONG],
    ['label', '', LABEL],
    ['label', long, TOO_LONG],
    ['label', 'Gran\u0007', PLAIN],
  ])('%s %j: %s', async (field, value, message) => {
    const body = addressBody({ [field]: value })
    for (const res of [
      await owner.add(body),
      await owner.update({ address_id: savedId, ...body }),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        status: false,
        message: `${field}: ${message}`,
        code: 'VALIDATION_ERROR',
      })
    }
  })

  it.each([
    ['no custom text', {}, LABEL],
    ['blank custom text', { customLabel: '   ' }, LABEL],
    ['custom text of 31 characters', { customLabel: long }, TOO_LONG],
  ])('refuses others with %s', async (_label, fields, message) => {
    const res = await owner.add(addressBody({ label: 'others', ...fields }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`customLabel: ${message}`)
  })

  it('names every bad field at once, in form order', async () => {
    const res = await owner.add({})
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      [
        `name: ${NAME}`,
        `addressLine1: ${ADDRESS}`,
        `city: ${CITY}`,
        `Phone: ${PHONE}`,
        `postcode: ${POSTCODE}`,
        `label: ${LABEL}`,
      ].join('; '),
    )
  })

  it.each(['BT1 1AA', 'BT17 0XY', 'bt9 5ab', 'BT155AB'])(
    'takes the Belfast postcode %j',
    async (postcode) => {
      const res = await owner.add(addressBody({ postcode }))
      expect(res.statusCode).toBe(201)
      await owner.remove(res.json().data.address_id)
    },
  )

  it('saves nothing when a field is refused', async () => {
    const before = (await owner.list()).json().data
    await owner.add(addressBody({ postcode: 'BT18 1AA' }))
    await owner.update({ address_id: savedId, ...addressBody({ city: '' }) })
    expect((await owner.list()).json().data).toEqual(before)
  })
})

describe('bad requests get a 4xx in the envelope', () => {
  const post = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...customer.auth, 'content-type': 'application/json' },
      payload,
    })

  it.each([
    '/user/address/add',
    '/client/address/update',
    '/client/address/del',
    '/client/address/set_primary',
  ])('POST %s answers malformed JSON with 400', async (url) => {
    const res = await post(url, '{"name": ')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      status: false,
      message: 'The request body is not valid JSON.',
      code: 'INVALID_JSON',
    })
  })

  it('refuses a body over 10 kB with 413 before reading it', async () => {
    const res = await post(
      '/user/address/add',
      JSON.stringify(addressBody({ name: 'x'.repeat(11_000) })),
    )
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      status: false,
      code: 'BODY_TOO_LARGE',
      message: 'This request is too large.',
    })
  })

  it.each([
    ['/client/address/update', { ...addressBody() }, 'address_id'],
    ['/client/address/del', {}, 'address_id'],
    ['/client/address/set_primary', { is_primary: true }, 'id'],
  ])('POST %s without an id names the field', async (url, body, field) => {
    const res = await owner.call('POST', url, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      status: false,
      message: `${field}: ${field} is required`,
      code: 'VALIDATION_ERROR',
    })
  })

  it.each([{}, { is_primary: 'yes' }, { is_primary: 1 }, { is_primary: null }])(
    'refuses set_primary with %j besides the id',
    async (fields) => {
      const res = await owner.call('POST', '/client/address/set_primary', {
        id: savedId,
        ...fields,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(
        'is_primary: is_primary must be true or false',
      )
    },
  )
})
