import { signInStaff } from '@food/tools/customers'
import { expectCall } from './http.mjs'

const countBy = (items, key) => {
  const counts = new Map()
  for (const item of items)
    counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

const tokens = new Map()

/** The owner's staff session on this API, signed in once with the code from the dev outbox. */
export async function signInOwner(baseUrl, mobile) {
  if (!tokens.has(baseUrl))
    tokens.set(
      baseUrl,
      await signInStaff(`${baseUrl}/api`, mobile, '10.250.0.1'),
    )
  return tokens.get(baseUrl)
}

/**
 * Reads every live order from the database through the staff API. Each acknowledged order
 * must be there exactly once, and no customer may have more orders than submits it sent
 * (an order saved for a submit that failed is counted apart, as unacknowledged).
 */
export async function verifyOrders(baseUrl, ownerMobile, outcomes) {
  const staffToken = await signInOwner(baseUrl, ownerMobile)
  const res = await expectCall(baseUrl, 'GET', '/api/staff/orders', 200, {
    headers: { authorization: `Bearer ${staffToken}` },
    timeoutMs: 120_000,
  })
  const saved = res.body.data
  const timesSaved = countBy(saved, (order) => order._id)
  const savedPerCustomer = countBy(saved, (order) => order.customer.mobile)
  const submits = countBy(outcomes, (o) => o.customer.mobile)
  const acknowledged = outcomes.filter((o) => o.orderId)
  const acknowledgedPerCustomer = countBy(
    acknowledged,
    (o) => o.customer.mobile,
  )

  let duplicated = 0
  for (const times of timesSaved.values()) duplicated += times - 1
  let unacknowledgedSaved = 0
  for (const [mobile, sent] of submits) {
    const inDb = savedPerCustomer.get(mobile) ?? 0
    duplicated += Math.max(0, inDb - sent)
    unacknowledgedSaved += Math.max(
      0,
      Math.min(inDb, sent) - (acknowledgedPerCustomer.get(mobile) ?? 0),
    )
  }
  return {
    inDatabase: saved.length,
    lost: acknowledged.filter((o) => !timesSaved.has(o.orderId)).length,
    duplicated,
    unacknowledgedSaved,
  }
}
