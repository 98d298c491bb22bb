import pg from 'pg'
import { expectCall } from '../../api/lib/http.mjs'

/**
 * What the database holds after the storm: the orders paid once and in full, the refunds
 * made, and the events recorded as handled (an event recorded is an event applied; its
 * record and its effect commit together).
 */
export async function countOutcomes(databaseUrl, { orderIds, eventIds }) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const count = async (sql, params = []) =>
    Number((await client.query(sql, params)).rows[0].count)
  try {
    return {
      paid: await count(
        `select count(*) from orders where id = any($1::uuid[])
            and status = 'pending' and payment_mode = 'CARD' and paid_amount = final_amount`,
        [orderIds],
      ),
      refunds: await count('select count(*) from payment_refunds'),
      handledEvents: await count(
        'select count(*) from stripe_events where id = any($1::text[])',
        [eventIds],
      ),
    }
  } finally {
    await client.end()
  }
}

/** Ids that appear more than once on the owner's board (GET /api/staff/board). */
export async function twiceOnBoard(baseUrl, token) {
  const res = await expectCall(baseUrl, 'GET', '/api/staff/board', 200, {
    headers: { authorization: `Bearer ${token}` },
  })
  const seen = new Set()
  const twice = new Set()
  for (const { _id } of res.body.data.orders) {
    if (seen.has(_id)) twice.add(_id)
    seen.add(_id)
  }
  return { onBoard: seen, twice: [...twice] }
}
