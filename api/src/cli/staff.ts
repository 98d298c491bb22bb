/**
 * The kitchen's command line: `pnpm --filter api staff <command>`.
 * It calls the staff endpoints of a running API, so it works the same against a laptop with
 * the embedded database (which only one process may open) and against production.
 */
import { formatMoney } from '@food/shared/format'
import type { StaffOrder } from '../modules/staff/staff.schema'

const USAGE = `Usage: pnpm --filter api staff <command>

  list                      live orders, oldest first
  show <order>              one order (its number, e.g. 1042)
  advance <order>           move an order to its next status
  set <order> <status>      pending, preparing, ready, out_for_delivery, delivered or cancelled

Environment: STAFF_TOKEN (required), API_URL (default http://localhost:4000/api)`

type Reply =
  | { status: true; data: StaffOrder | StaffOrder[]; message?: string }
  | { status: false; message: string }

async function call(method: 'GET' | 'POST', path: string, body?: object) {
  const base = (process.env.API_URL || 'http://localhost:4000/api').replace(
    /\/$/,
    '',
  )
  let response: Response
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${process.env.STAFF_TOKEN ?? ''}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  } catch {
    throw new Error(`Cannot reach the API at ${base}. Is it running?`)
  }
  const reply = (await response.json().catch(() => null)) as Reply | null
  if (!reply)
    throw new Error(`The API answered ${response.status} without JSON.`)
  if (!reply.status) throw new Error(reply.message)
  return reply
}

function describe(order: StaffOrder): string {
  const items = order.items
    .map((item) => `${item.quantity} × ${item.menuItem.name}`)
    .join(', ')
  const where = order.address
    ? `${order.address.addressLine1}, ${order.address.postcode}`
    : 'collection'
  return [
    `#${order.order_id}  ${order.order_status}  ${order.order_type}  ${formatMoney(order.final_amount)} (${order.payment_method})`,
    `   ${order.customer.name} 0${order.customer.mobile} · ${where} · placed ${order.createdAt}`,
    `   ${items}${order.note ? ` · note: ${order.note}` : ''}`,
  ].join('\n')
}

const reference = (value: string | undefined) =>
  encodeURIComponent((value ?? '').replace(/^#/, ''))

async function run(args: string[]): Promise<string> {
  const [command, first, second] = args
  switch (command) {
    case 'help':
      return USAGE
    case 'list': {
      const reply = await call('GET', '/staff/orders')
      const orders = reply.data as StaffOrder[]
      return orders.length === 0
        ? 'No live orders.'
        : orders.map(describe).join('\n\n')
    }
    case 'show':
      if (!first) break
      return describe(
        (await call('GET', `/staff/orders/${reference(first)}`))
          .data as StaffOrder,
      )
    case 'advance':
      if (!first) break
      return (
        (await call('POST', `/staff/orders/${reference(first)}/advance`))
          .message ?? ''
      )
    case 'set':
      if (!first || !second) break
      return (
        (
          await call('POST', `/staff/orders/${reference(first)}/status`, {
            status: second,
          })
        ).message ?? ''
      )
  }
  throw new UsageError()
}

class UsageError extends Error {}

if (!process.env.STAFF_TOKEN && process.argv[2] !== 'help') {
  console.error(`STAFF_TOKEN is not set.\n\n${USAGE}`)
  process.exit(2)
}

run(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(USAGE)
      process.exit(2)
    }
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
