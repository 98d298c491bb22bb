import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressBody, asAddressOwner } from './helpers/address'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let aoife: TestCustomer
let brendan: TestCustomer

beforeAll(async () => {
  t = await startTestApp()
  aoife = await createCustomer(t, 'Aoife')
  brendan = await createCustomer(t, 'Brendan')
})
afterAll(() => t.close())

const SOME_ID = '00000000-0000-4000-8000-000000000000'

const ADDRESS_CALLS: [string, string, unknown][] = [
  ['GET', '/user/address/get', undefined],
  ['POST', '/user/address/add', addressBody()],
  ['POST', '/client/address/update', { address_id: SOME_ID, ...addressBody() }],
  ['POST', '/client/address/del', { address_id: SOME_ID }],
  ['POST', '/client/address/set_primary', { id: SOME_ID, is_primary: true }],
]

const NOT_FOUND = {
  status: false,
  message: 'That address was not found.',
  code: 'ADDRESS_NOT_FOUND',
}

describe('without a valid token', () => {
  it.each(ADDRESS_CALLS)('%s %s answers 401', async (method, url, payload) => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: 'Basic abc' },
    ]) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: `/api${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        status: false,
        message: 'Please log in first.',
        code: 'UNAUTHORIZED',
      })
    }
  })

  it('answers 401 before looking at a malformed or oversized body', async () => {
    for (const payload of ['{"name":', 'x'.repeat(20_000)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/address/add',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode).toBe(401)
    }
  })
})

describe('two customers', () => {
  it('answers every id of one customer, used by the other, like an unknown id and changes nothing', async () => {
    const a = asAddressOwner(t, aoife)
    const b = asAddressOwner(t, brendan)
    const aIds = [await a.addId(), await a.addId({ label: 'work' })]
    await b.addId({ name: 'Brendan Kelly' })
    const aBefore = (await a.list()).json()
    const bBefore = (await b.list()).json()
    for (const id of aIds) {
      for (const res of [
        await b.update({ address_id: id, ...addressBody({ name: 'Stolen' }) }),
        await b.remove(id),
        await b.setPrimary(id, true),
        await b.setPrimary(id, false),
      ]) {
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual(NOT_FOUND)
      }
    }
    expect((await a.list()).json()).toEqual(aBefore)
    expect((await b.list()).json()).toEqual(bBefore)
  })

  it('lists only the customer’s own addresses', async () => {
    const a = asAddressOwner(t, aoife)
    const own = (await a.list()).json().data as { name: string }[]
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((address) => address.name === 'Aoife Murphy')).toBe(true)
  })
})

describe('ids that are not an address', () => {
  it.each([
    SOME_ID,
    'not-a-uuid',
    42,
    `${SOME_ID}x`,
    "'; delete from addresses; --",
    'a\u0000b',
  ])('answer %j with the same 404 on every call', async (id) => {
    const a = asAddressOwner(t, aoife)
    for (const res of [
      await a.update({ address_id: id, ...addressBody() }),
      await a.remove(id),
      await a.setPrimary(id, true),
      await a.setPrimary(id, false),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(NOT_FOUND)
    }
  })
})

describe('OpenAPI', () => {
  it('documents every address call with its tag, summary and bearer security', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json()
    for (const [method, url] of ADDRESS_CALLS) {
      const operation = doc.paths[`/api${url}`]?.[method.toLowerCase()]
      expect(operation).toMatchObject({
        tags: ['address'],
        summary: expect.any(String),
        security: [{ bearerAuth: [] }],
      })
    }
  })
})
