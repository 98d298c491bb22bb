import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressBody, asAddressOwner } from './helpers/address'
import { asCustomer, line } from './helpers/cart'
import {
  createCustomer,
  expiredToken,
  restoreSession,
  type TestCustomer,
} from './helpers/customer'
import {
  fetchOpenApi,
  fillPath,
  idSlots,
  listOperations,
  type Operation,
} from './helpers/openapi'
import { orderClient } from './helpers/order'
import { iphoneHeic } from './helpers/photos'
import { postBody } from './helpers/posts'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// Nobody reaches what is not theirs. Every operation of the OpenAPI document that needs a
// customer's token (they all return or change customer data) is called with every id of
// Aoife's — basket lines, addresses, orders by id and by number — in each place the operation
// takes an id, as Brendan, with no token, with expired tokens and with a made-up one. No reply
// may carry anything of Aoife's, and her data must be exactly as it was. Staff operations must
// refuse every customer token. A new operation in the document is covered automatically, or
// fails here until it says what its id is and what a valid body looks like.

/** What each id-taking place in the document takes. */
const SLOT_KINDS: Record<string, IdKind> = {
  cartItemId: 'cart',
  cart_id: 'cart',
  address_id: 'address',
  id: 'address',
  orderId: 'order',
  reference: 'order',
  // Staff operations: nobody but staff gets past the session check, so any id will do.
  memberId: 'order',
  itemId: 'order',
  optionId: 'order',
  date: 'order',
  categoryId: 'order',
  dishId: 'order',
  photoId: 'order',
  coverPhotoId: 'order',
  groupId: 'order',
  postId: 'order',
  policy: 'order',
  number: 'order',
}
type IdKind = 'cart' | 'address' | 'order'

const DISH = {
  categoryId: 'cat-kebabs',
  name: 'Intruder Kebab',
  description: '',
  price: 100,
  isVeg: false,
  allergens: [],
  addonGroupIds: [],
}
const GROUP = {
  name: 'Intruders',
  min: 0,
  max: 1,
  options: [{ name: 'Intruder dip', price: 0, allergens: ['milk'] }],
}

/** A body that passes every rule but the id's, by operation path. */
const BODIES: Record<string, (id: string) => unknown> = {
  '/api/user/cart/add-bulk': () => ({ items: [line('item-water')] }),
  '/api/user/order-texts': () => ({ orderTexts: true }),
  '/api/user/cart/del': (id) => ({ cartItemId: id }),
  '/api/user/cart/update-quantity': (id) => ({ cart_id: id, quantity: 7 }),
  '/api/user/cart/get-delivery-fee': () => ({ postcode: 'BT7 1JG' }),
  '/api/user/address/add': () => addressBody({ name: 'Brendan Added' }),
  '/api/client/address/update': (id) => ({
    address_id: id,
    ...addressBody({ name: 'Stolen' }),
  }),
  '/api/client/address/del': (id) => ({ address_id: id }),
  '/api/client/address/set_primary': (id) => ({ id, is_primary: true }),
  '/api/user/order/submit': (id) => ({
    order_type: 'delivery',
    address_id: id,
  }),
  '/api/staff/orders/{reference}/status': () => ({ status: 'cancelled' }),
  '/api/staff/orders/{reference}/accept': () => ({ minutes: 20 }),
  '/api/staff/orders/{reference}/print': () => ({ reprint: false }),
  '/api/staff/printing': () => ({ autoPrint: false }),
  '/api/staff/printer': () => ({ address: '', model: 'epson-tm-m30iii' }),
  '/api/staff/kitchen-settings': () => ({
    alertAfterMinutes: 5,
    rejectAfterMinutes: 10,
    autoAccept: false,
    defaultReadyMinutes: 20,
    ringSound: 'beep',
    ringVolume: 40,
  }),
  '/api/staff/orders/{reference}/ready-time': () => ({ minutes: 30 }),
  '/api/staff/orders/{reference}/reject': () => ({ reason: 'too_busy' }),
  '/api/staff/menu/items/{itemId}/stock': () => ({ state: 'sold-out' }),
  '/api/staff/menu/options/{optionId}/stock': () => ({ state: 'sold-out' }),
  '/api/staff/shop/busy': () => ({ minutes: 10, forMinutes: 30 }),
  '/api/staff/shop/pause': () => ({ until: '23:59', reason: 'test' }),
  '/api/staff/hours': () => ({ opening: [], delivery: [] }),
  '/api/staff/hours/exceptions': () => ({ date: '2099-12-25', closed: true }),
  '/api/staff/catalogue/categories': () => ({ name: 'Intruders' }),
  '/api/staff/catalogue/categories/{categoryId}': () => ({
    name: 'Intruders',
    status: 'active',
    version: 1,
  }),
  '/api/staff/catalogue/category-order': () => ({ ids: ['cat-kebabs'] }),
  '/api/staff/catalogue/categories/{categoryId}/dish-order': () => ({
    ids: ['item-baklava'],
  }),
  '/api/staff/catalogue/dishes': () => DISH,
  '/api/staff/catalogue/dishes/{dishId}': () => ({ ...DISH, version: 1 }),
  '/api/staff/catalogue/dishes/{dishId}/retire': () => ({ version: 1 }),
  '/api/staff/catalogue/dishes/{dishId}/restore': () => ({ version: 1 }),
  '/api/staff/catalogue/addon-groups': () => GROUP,
  '/api/staff/catalogue/addon-groups/{groupId}': () => ({
    ...GROUP,
    version: 1,
  }),
  '/api/staff/posts': () => postBody(),
  '/api/staff/posts/{postId}': () => ({ version: 1, ...postBody() }),
  '/api/staff/posts/{postId}/publish': () => ({ version: 1 }),
  '/api/staff/posts/{postId}/unpublish': () => ({ version: 1 }),
  '/api/staff/site/texts': () => ({
    description: 'Stolen',
    about: 'Stolen',
    info: 'Stolen',
    version: 1,
  }),
  '/api/staff/site/contact': () => ({
    address: { line1: '1 Stolen Road', city: 'Belfast', postcode: 'BT1 1AA' },
    phone: '028 9000 0000',
    email: 'thief@example.com',
    social: [],
    version: 1,
  }),
  '/api/staff/site/money': () => ({
    discount: { percentage: 50, message: 'Half off' },
    deliveryFees: [{ maxMiles: 10, feePence: 0 }],
    minimumDeliveryOrderPence: 0,
    version: 1,
  }),
  '/api/staff/policies/{policy}': () => ({ content: 'Stolen', version: 1 }),
  '/api/staff/policies/{policy}/versions/{number}/restore': () => ({
    version: 1,
  }),
  '/api/staff/accounts': () => ({
    mobile: '07700901999',
    name: 'Intruder',
    role: 'owner',
  }),
  // Its body is a file, not JSON: a real photo, so only the caller can be what is refused.
  '/api/staff/photos': () => iphoneHeic(),
}

// Things of Aoife's that only she knows: any of them in a reply to someone else is a leak.
const SECRETS = {
  name: 'Aoife Quillinan-Secret',
  addressLine1: '7 Hidden Lane',
  Phone: '07700900777',
  note: 'victim-note-Zq81',
  instructions: 'victim-instructions-Kx42',
}

let t: TestApp
let base: string
let ops: Operation[]
let aoife: TestCustomer
let brendan: TestCustomer
/** A member of the kitchen (not the owner): sees orders by role, never a customer's account. */
let kitchenStaff: TestStaff
let ids: Record<IdKind, string[]>
let markers: string[]

type Reply = { statusCode: number; body: string; isStream: boolean }

async function customerWithData(name: string, secrets = false) {
  const customer = await createCustomer(t, name)
  const addresses = asAddressOwner(t, customer)
  const fields = secrets ? SECRETS : {}
  const addressIds = [
    await addresses.addId(fields),
    await addresses.addId({ ...fields, label: 'work' }),
  ]
  const cart = asCustomer(t, customer)
  const instructions = secrets ? SECRETS.instructions : ''
  await cart.addBulk([line('item-baklava', 3, {}, instructions)])
  const orders = orderClient(t, customer)
  const note = secrets ? SECRETS.note : ''
  const delivery = await orders.submit({
    order_type: 'delivery',
    address_id: addressIds[0],
    note,
  })
  await cart.addBulk([line('item-baklava', 1)])
  const collection = await orders.submit({ order_type: 'collection', note })
  await cart.addBulk([
    line('item-baklava', 4, {}, instructions),
    line('item-water', 2),
  ])
  const cartIds = (await cart.getCart())
    .json()
    .data.map((l: { cart_id: string }) => l.cart_id)
  const placed = [delivery.json().data, collection.json().data]
  return {
    customer,
    ids: {
      cart: cartIds as string[],
      address: addressIds,
      order: placed.flatMap((o: { _id: string; order_id: string }) => [
        o._id,
        o.order_id,
      ]),
    },
  }
}

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
  kitchenStaff = await createStaff(t, 'staff', 'Kitchen Porter')
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  ops = listOperations(await fetchOpenApi(t))
  const victim = await customerWithData(SECRETS.name, true)
  aoife = victim.customer
  ids = victim.ids
  const attacker = await customerWithData('Brendan Attacker')
  brendan = attacker.customer
  const [user] = await t.database.db.query<{ email: string; mobile: string }>(
    'select email, mobile from users where id = $1::uuid',
    [aoife.userId],
  )
  markers = [
    ...Object.values(SECRETS),
    user?.email ?? '',
    user?.mobile ?? '',
    aoife.userId,
    ...Object.values(ids).flat(),
  ]
})
afterAll(() => t.close())

const TABLES: Record<IdKind, string> = {
  cart: 'cart_items',
  address: 'addresses',
  order: 'orders',
}

/** One of the customer's ids of that kind as the data stands now. */
async function currentId(customer: TestCustomer, kind: IdKind) {
  const [row] = await t.database.db.query<{ id: string }>(
    `select id::text as id from ${TABLES[kind]} where user_id = $1::uuid limit 1`,
    [customer.userId],
  )
  return row?.id ?? ''
}

/** Everything stored about a customer, to compare before and after. */
async function snapshot(customer: TestCustomer) {
  const q = (sql: string) => t.database.db.query(sql, [customer.userId])
  return {
    user: await q('select * from users where id = $1::uuid'),
    sessions: await q(
      'select * from sessions where user_id = $1::uuid order by token_hash',
    ),
    addresses: await q(
      'select * from addresses where user_id = $1::uuid order by position',
    ),
    cart: await q(
      'select * from cart_items where user_id = $1::uuid order by position',
    ),
    orders: await q(
      'select * from orders where user_id = $1::uuid order by order_number',
    ),
    orderItems: await q(
      `select i.* from order_items i join orders o on o.id = i.order_id
        where o.user_id = $1::uuid order by i.id`,
    ),
  }
}

/** One request; an event stream is read no further than its headers, then hung up. */
async function call(
  op: Operation,
  id: string,
  authorization: string | undefined,
): Promise<Reply> {
  const url = fillPath(
    op.path,
    Object.fromEntries(op.pathParams.map((p) => [p.name, id])),
  )
  const headers: Record<string, string> = authorization ? { authorization } : {}
  const makeBody = BODIES[op.path]
  if (op.isStream) {
    const controller = new AbortController()
    try {
      const res = await fetch(`${base}${url}`, {
        headers,
        signal: controller.signal,
      })
      const isStream = (res.headers.get('content-type') ?? '').includes(
        'event-stream',
      )
      const body = isStream ? '' : await res.text()
      return { statusCode: res.status, body, isStream }
    } finally {
      controller.abort()
    }
  }
  const res = await t.app.inject({
    method: op.method,
    url,
    headers,
    ...(makeBody ? { payload: makeBody(id) as object } : {}),
  })
  return { statusCode: res.statusCode, body: res.body, isStream: false }
}

const isNumber = (id: string) => /^\d+$/.test(id)
/** An id of the same form that names nothing. */
const unknownLike = (id: string) => (isNumber(id) ? '987654321' : randomUUID())

describe('every id of one customer, tried by others', () => {
  it('reaches nothing: no reply carries her data and none of it changes', async () => {
    const customerOps = ops.filter((op) => op.audience === 'customer')
    const staffOps = ops.filter((op) => op.audience === 'staff')
    expect(customerOps.length).toBeGreaterThanOrEqual(15)
    expect(staffOps.length).toBeGreaterThanOrEqual(4)
    const expired = {
      aoife: await expiredToken(t, aoife),
      brendan: await expiredToken(t, brendan),
    }
    const outsiders: [string, string | undefined][] = [
      ['no token', undefined],
      ['Aoife’s expired token', `Bearer ${expired.aoife}`],
      ['Brendan’s expired token', `Bearer ${expired.brendan}`],
      ['a made-up token', `Bearer ${randomUUID()}${randomUUID()}`],
    ]
    const allIds = Object.values(ids).flat()
    const before = await snapshot(aoife)
    const leaks: string[] = []
    const wrong: string[] = []
    let requests = 0

    const check = (what: string, id: string, reply: Reply) => {
      requests += 1
      // A short order number is looked for as a JSON string, so "1001" inside a uuid or a
      // price is not taken for it.
      const found = markers.filter(
        (m) =>
          m !== id &&
          (reply.body.includes(/^\d+$/.test(m) ? `"${m}"` : m) ||
            reply.isStream),
      )
      if (found.length > 0)
        leaks.push(`${what} → ${reply.statusCode} shows ${found.join(', ')}`)
    }

    for (const op of [...customerOps, ...staffOps]) {
      const slots = idSlots(op)
      for (const slot of slots) {
        expect(SLOT_KINDS, `the kind of id ${slot.name} takes`).toHaveProperty(
          slot.name,
        )
      }
      if (op.body)
        expect(BODIES, `a valid body for ${op.path}`).toHaveProperty(op.path)
      const tried = slots.length > 0 ? allIds : ['']
      const callers: [string, string | undefined][] = [
        ...outsiders,
        ['Brendan', `Bearer ${brendan.token}`],
        ...(op.audience === 'staff'
          ? ([['Aoife', `Bearer ${aoife.token}`]] as [string, string][])
          : ([['the kitchen', `Bearer ${kitchenStaff.token}`]] as [
              string,
              string,
            ][])),
        ...(op.ownerOnly
          ? ([['a staff member', `Bearer ${kitchenStaff.token}`]] as [
              string,
              string,
            ][])
          : []),
      ]
      for (const id of tried) {
        for (const [who, authorization] of callers) {
          const what = `${op.method} ${op.path} [${id}] as ${who}`
          const reply = await call(op, id, authorization)
          check(what, id, reply)
          // A sign-out ends Brendan's session; the next operation must meet his ids, not a
          // dead token.
          if (who === 'Brendan') await restoreSession(t, brendan)
          const isCustomer = who === 'Brendan' || who === 'Aoife'
          // A session of the other kind, or of a role too low, is 403; no session is 401.
          const otherKind =
            (isCustomer && op.audience === 'staff') ||
            who === 'the kitchen' ||
            who === 'a staff member'
          if (otherKind) {
            if (reply.statusCode !== 403)
              wrong.push(`${what} → ${reply.statusCode}`)
            continue
          }
          if (!isCustomer) {
            if (reply.statusCode !== 401)
              wrong.push(`${what} → ${reply.statusCode}`)
            continue
          }
          if (slots.length === 0) continue
          // Her id must answer exactly like an id that names nothing: no oracle either.
          const unknown = await call(op, unknownLike(id), authorization)
          requests += 1
          if (
            reply.statusCode < 400 ||
            reply.statusCode !== unknown.statusCode ||
            reply.body !== unknown.body
          ) {
            wrong.push(
              `${what} → ${reply.statusCode} ${reply.body.slice(0, 120)}; an unknown id → ${unknown.statusCode} ${unknown.body.slice(0, 120)}`,
            )
          }
        }
      }
    }
    const after = await snapshot(aoife)
    const changed = Object.keys(before).filter(
      (key) =>
        JSON.stringify(before[key as keyof typeof before]) !==
        JSON.stringify(after[key as keyof typeof after]),
    )
    console.log(
      [
        `ownership: ${allIds.length} ids of Aoife’s tried on ${customerOps.length} customer and ${staffOps.length} staff operations`,
        `  requests: ${requests}; leaks: ${leaks.length}; changes: ${changed.length}; wrong answers: ${wrong.length}`,
      ].join('\n'),
    )
    expect(leaks).toEqual([])
    expect(changed).toEqual([])
    expect(wrong).toEqual([])
  }, 120_000)

  it('is not vacuous: her token reads her ids, and Brendan’s bodies work on his own', async () => {
    for (const op of ops.filter((o) => o.audience === 'customer')) {
      const slots = idSlots(op)
      if (op.method === 'GET') {
        for (const id of slots.length > 0 ? ids.order : ['']) {
          const reply = await call(op, id, `Bearer ${aoife.token}`)
          expect(reply.statusCode, `${op.path} as Aoife`).toBe(200)
          if (op.isStream) expect(reply.isStream).toBe(true)
          else expect(markers.some((m) => reply.body.includes(m))).toBe(true)
        }
        continue
      }
      // His session, should a sign-out before this one have ended it; a basket worth a
      // delivery, and whichever of his ids exist now.
      await restoreSession(t, brendan)
      await asCustomer(t, brendan).addBulk([line('item-baklava', 5)])
      const kind = SLOT_KINDS[slots[0]?.name ?? '']
      const reply = await call(
        op,
        kind ? await currentId(brendan, kind) : '',
        `Bearer ${brendan.token}`,
      )
      expect(
        reply.statusCode,
        `${op.path} as Brendan: ${reply.body}`,
      ).toBeLessThan(300)
    }
  })
})
