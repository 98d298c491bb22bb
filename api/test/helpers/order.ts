import type { TestCustomer } from './customer'
import type { TestApp } from './test-app'

/**
 * A saved address written straight to the database, as the address calls would leave it, so
 * order tests do not depend on the address form's rules.
 */
export async function saveAddress(
  t: TestApp,
  customer: TestCustomer,
  postcode = 'BT7 1JG',
): Promise<string> {
  const [row] = await t.database.db.query<{ id: string }>(
    `insert into addresses (user_id, name, address_line1, address_line2, city, postcode, phone,
                            label, is_primary)
     values ($1::uuid, 'Aoife Kelly', '12 Rugby Avenue', 'Flat 2', 'Belfast', $2, '07700900123',
             'home', not exists (select 1 from addresses where user_id = $1::uuid))
     returning id::text as id`,
    [customer.userId, postcode],
  )
  if (!row) throw new Error('could not save a test address')
  return row.id
}

/** Order calls as the given customer (or nobody), with an optional Idempotency-Key. */
export function orderClient(t: TestApp, customer: TestCustomer | null) {
  const headers = customer ? customer.auth : {}
  return {
    submit: (payload: unknown, idempotencyKey?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/order/submit',
        headers: idempotencyKey
          ? { ...headers, 'idempotency-key': idempotencyKey }
          : headers,
        payload: payload as object,
      }),
    list: () =>
      t.app.inject({ method: 'GET', url: '/api/user/order', headers }),
    get: (reference: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/order/${encodeURIComponent(reference)}`,
        headers,
      }),
  }
}

/** Kitchen calls with the given bearer token (a staff session's, or anything a test tries). */
export function staffClient(t: TestApp, token: string | null) {
  const headers: Record<string, string> = token
    ? { authorization: `Bearer ${token}` }
    : {}
  const order = (reference: string) =>
    `/api/staff/orders/${encodeURIComponent(reference)}`
  const post = (url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      ...(payload ? { payload } : {}),
    })
  return {
    board: () =>
      t.app.inject({ method: 'GET', url: '/api/staff/board', headers }),
    live: () =>
      t.app.inject({ method: 'GET', url: '/api/staff/orders', headers }),
    get: (reference: string) =>
      t.app.inject({ method: 'GET', url: order(reference), headers }),
    advance: (reference: string) => post(`${order(reference)}/advance`),
    setStatus: (reference: string, status: string) =>
      post(`${order(reference)}/status`, { status }),
    accept: (reference: string, minutes: unknown) =>
      post(`${order(reference)}/accept`, { minutes }),
    reject: (
      reference: string,
      reason: string,
      text?: string,
      items?: unknown,
    ) =>
      post(`${order(reference)}/reject`, {
        reason,
        ...(text === undefined ? {} : { text }),
        ...(items === undefined ? {} : { items }),
      }),
    readyTime: (reference: string, minutes: unknown) =>
      post(`${order(reference)}/ready-time`, { minutes }),
    acknowledge: (reference: string) => post(`${order(reference)}/acknowledge`),
    undo: (reference: string) => post(`${order(reference)}/undo`),
  }
}

/** How many orders the database holds for a customer (what the replies claim is checked here). */
export async function countOrders(t: TestApp, customer: TestCustomer) {
  const [row] = await t.database.db.query<{ count: number }>(
    'select count(*)::int as count from orders where user_id = $1::uuid',
    [customer.userId],
  )
  return row?.count ?? 0
}
