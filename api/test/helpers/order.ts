import type { TestCustomer } from './customer'
import type { TestApp } from './test-app'

export const STAFF_TOKEN = 'staff-token-for-tests-0123456789abcdef'

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
    `insert into addresses (user_id, name, address_line1, city, postcode, phone, label, is_primary)
     values ($1::uuid, 'Aoife Kelly', '12 Rugby Avenue', 'Belfast', $2, '07700900123', 'home',
             not exists (select 1 from addresses where user_id = $1::uuid))
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
  }
}

/** Staff calls with the given bearer token (the staff token unless a test says otherwise). */
export function staffClient(t: TestApp, token: string | null = STAFF_TOKEN) {
  const headers: Record<string, string> = token
    ? { authorization: `Bearer ${token}` }
    : {}
  return {
    live: () =>
      t.app.inject({ method: 'GET', url: '/api/staff/orders', headers }),
    get: (reference: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/staff/orders/${encodeURIComponent(reference)}`,
        headers,
      }),
    advance: (reference: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${encodeURIComponent(reference)}/advance`,
        headers,
      }),
    setStatus: (reference: string, status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${encodeURIComponent(reference)}/status`,
        headers,
        payload: { status },
      }),
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
