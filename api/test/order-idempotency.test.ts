import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { countOrders, orderClient } from './helpers/order'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
})
afterAll(() => t.close())

async function customerWithBasket(name: string): Promise<TestCustomer> {
  const customer = await createCustomer(t, name)
  await asCustomer(t, customer).addBulk([line('item-baklava', 3)])
  return customer
}

describe('Idempotency-Key', () => {
  it('returns the first order to a repeated submit instead of placing a second', async () => {
    const customer = await customerWithBasket('Gráinne')
    const client = orderClient(t, customer)
    const payload = { order_type: 'collection', note: 'Back door' }
    const first = await client.submit(payload, 'key-1')
    expect(first.statusCode).toBe(201)
    expect(first.headers['idempotent-replayed']).toBeUndefined()

    // The customer adds more, then the retry of the first submit arrives.
    await asCustomer(t, customer).addBulk([line('item-water')])
    const again = await client.submit(payload, 'key-1')
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().data).toEqual(first.json().data)
    expect(await countOrders(t, customer)).toBe(1)
    // The retry did not touch the basket built since.
    expect((await asCustomer(t, customer).getCart()).json().item_count).toBe(1)
  })

  it('refuses the same key with a different payload', async () => {
    const customer = await customerWithBasket('Kieran')
    const client = orderClient(t, customer)
    await client.submit({ order_type: 'collection' }, 'key-2')
    await asCustomer(t, customer).addBulk([line('item-water')])
    const changed = await client.submit(
      { order_type: 'collection', note: 'different' },
      'key-2',
    )
    expect(changed.statusCode).toBe(422)
    expect(changed.json()).toEqual({
      status: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different order.',
    })
    expect(await countOrders(t, customer)).toBe(1)
  })

  it('creates one order from concurrent submits with one key', async () => {
    const customer = await customerWithBasket('Niamh')
    const client = orderClient(t, customer)
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.submit({ order_type: 'collection' }, 'key-3'),
      ),
    )
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(201))
    const ids = new Set(replies.map((r) => r.json().data._id))
    expect(ids.size).toBe(1)
    expect(
      replies.filter((r) => r.headers['idempotent-replayed'] === 'true'),
    ).toHaveLength(5)
    expect(await countOrders(t, customer)).toBe(1)
  })

  it('without a key, concurrent submits place one order and find the basket empty after', async () => {
    const customer = await customerWithBasket('Oisín')
    const client = orderClient(t, customer)
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.submit({ order_type: 'collection' }),
      ),
    )
    expect(replies.map((r) => r.statusCode).sort()).toEqual([
      201, 422, 422, 422,
    ])
    expect(await countOrders(t, customer)).toBe(1)
  })

  it('keeps keys per customer: one customer’s key does not reach another’s order', async () => {
    const a = await customerWithBasket('Padraig')
    const b = await customerWithBasket('Róisín')
    const first = await orderClient(t, a).submit(
      { order_type: 'collection' },
      'shared-key',
    )
    const second = await orderClient(t, b).submit(
      { order_type: 'collection' },
      'shared-key',
    )
    expect(second.statusCode).toBe(201)
    expect(second.json().data._id).not.toBe(first.json().data._id)
    expect(second.headers['idempotent-replayed']).toBeUndefined()
  })

  it.each([
    ['x'.repeat(201), 'Idempotency-Key must be 200 characters or fewer'],
    ['has space', 'Idempotency-Key must be printable ASCII'],
  ])('refuses a malformed key %#', async (key, message) => {
    const customer = await customerWithBasket('Seán')
    const res = await orderClient(t, customer).submit(
      { order_type: 'collection' },
      key,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
    expect(await countOrders(t, customer)).toBe(0)
  })
})
