/**
 * The kitchen's command line: `pnpm --filter api staff <command>`.
 * It calls the staff endpoints of a running API on a staff session (`staff login`), so it works
 * the same against a laptop with the embedded database (which only one process may open) and
 * against production.
 */
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline/promises'
import { formatAddress, formatMoney } from '@food/shared/format'
import { formatShopTime } from '@food/shared/time'
import type { StaffMember, StaffOrder } from '@food/shared/types'
import { normaliseMobile } from '@food/shared/validation'

const USAGE = `Usage: pnpm --filter api staff <command>

  login <mobile>            sign in with a code texted to a number on the staff list
  logout                    sign this terminal out
  list                      live orders, oldest first
  show <order>              one order (its number, e.g. 1042)
  accept <order> [minutes]  accept with a ready time (default 20 minutes)
  reject <order> <reason> [text]
                            too_busy, item_unavailable, outside_area, closing_soon, or other "text"
  advance <order>           move an order to its next status
  set <order> <status>      preparing, ready, out_for_delivery, delivered or cancelled
  list-accounts             the staff list (owner)
  add <mobile> --name <name> --role staff|owner
                            add a member, or change one's name or role (owner)
  remove <mobile>           remove a member; their sessions end at once (owner)

Environment: API_URL (default http://localhost:4000/api); STAFF_TOKEN, a staff session token,
instead of the one \`login\` saved in STAFF_SESSION_FILE (default ~/.anatolia-kitchen/session)`

type Reply<T> =
  | { status: true; data: T; message?: string }
  | { status: false; message: string }

const apiBase = () =>
  (process.env.API_URL || 'http://localhost:4000/api').replace(/\/$/, '')
const sessionFile = () =>
  process.env.STAFF_SESSION_FILE ||
  join(homedir(), '.anatolia-kitchen', 'session')

async function savedToken(): Promise<string> {
  if (process.env.STAFF_TOKEN) return process.env.STAFF_TOKEN
  const saved = await readFile(sessionFile(), 'utf8').catch(() => '')
  if (!saved.trim())
    throw new Error('Not signed in. Run: pnpm --filter api staff login 07…')
  return saved.trim()
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  signedIn = true,
): Promise<{ data: T; message: string }> {
  const base = apiBase()
  let response: Response
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(signedIn ? { authorization: `Bearer ${await savedToken()}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  } catch {
    throw new Error(`Cannot reach the API at ${base}. Is it running?`)
  }
  const reply = (await response.json().catch(() => null)) as Reply<T> | null
  if (!reply)
    throw new Error(`The API answered ${response.status} without JSON.`)
  if (!reply.status) throw new Error(reply.message)
  return { data: reply.data, message: reply.message ?? '' }
}

function describe(order: StaffOrder): string {
  const items = order.items
    .map((item) => `${item.quantity} × ${item.menuItem.name}`)
    .join(', ')
  const where = order.address ? formatAddress(order.address) : 'collection'
  const ready = order.ready_at
    ? ` · ready ${formatShopTime(new Date(order.ready_at))}`
    : ''
  return [
    `#${order.order_id}  ${order.order_status}  ${order.order_type}  ${formatMoney(order.final_amount ?? 0)} (${order.payment_method})${ready}`,
    `   ${order.customer.name} 0${order.customer.mobile} · ${where} · placed ${order.createdAt}`,
    `   ${items}${order.note ? ` · note: ${order.note}` : ''}`,
  ].join('\n')
}

const reference = (value: string | undefined) =>
  encodeURIComponent((value ?? '').replace(/^#/, ''))

/** `--name Ada --role owner` → { name: 'Ada', role: 'owner' } */
function flags(args: string[]): Record<string, string> {
  const found: Record<string, string> = {}
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]
    const value = args[i + 1]
    if (flag?.startsWith('--') && value !== undefined) {
      found[flag.slice(2)] = value
      i++
    }
  }
  return found
}

async function login(mobile: string): Promise<string> {
  const sent = await call<{ mobile: string }>(
    'POST',
    '/staff/login',
    { mobile },
    false,
  )
  const prompt = createInterface({
    input: process.stdin,
    output: process.stdout,
  })
  const code = (
    await prompt.question(`Code texted to 0${sent.data.mobile}: `)
  ).trim()
  prompt.close()
  const signedIn = await call<string>(
    'POST',
    '/staff/verify-otp',
    { mobile, otp: code },
    false,
  )
  const file = sessionFile()
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, signedIn.data, { mode: 0o600 })
  await chmod(file, 0o600)
  const me = await call<StaffMember>('GET', '/staff/me')
  return `Signed in as ${me.data.name} (${me.data.role}).`
}

async function memberByMobile(mobile: string): Promise<StaffMember> {
  const digits = normaliseMobile(mobile.replace(/\D/g, ''))
  const members = (await call<StaffMember[]>('GET', '/staff/accounts')).data
  const member = members.find((m) => m.mobile === digits)
  if (!member) throw new Error(`0${digits} is not on the staff list.`)
  return member
}

async function run(args: string[]): Promise<string> {
  const [command, first, second, ...rest] = args
  switch (command) {
    case 'help':
      return USAGE
    case 'login':
      if (!first) break
      return login(first)
    case 'logout':
      await call('POST', '/staff/logout')
      await rm(sessionFile(), { force: true })
      return 'Signed out.'
    case 'list': {
      const orders = (await call<StaffOrder[]>('GET', '/staff/orders')).data
      return orders.length === 0
        ? 'No live orders.'
        : orders.map(describe).join('\n\n')
    }
    case 'show':
      if (!first) break
      return describe(
        (await call<StaffOrder>('GET', `/staff/orders/${reference(first)}`))
          .data,
      )
    case 'accept':
      if (!first) break
      return (
        await call('POST', `/staff/orders/${reference(first)}/accept`, {
          minutes: Number(second ?? 20),
        })
      ).message
    case 'reject':
      if (!first || !second) break
      return (
        await call('POST', `/staff/orders/${reference(first)}/reject`, {
          reason: second,
          text: rest.join(' '),
        })
      ).message
    case 'advance':
      if (!first) break
      return (await call('POST', `/staff/orders/${reference(first)}/advance`))
        .message
    case 'set':
      if (!first || !second) break
      return (
        await call('POST', `/staff/orders/${reference(first)}/status`, {
          status: second,
        })
      ).message
    case 'list-accounts': {
      const members = (await call<StaffMember[]>('GET', '/staff/accounts')).data
      return members
        .map((m) => `0${m.mobile}  ${m.role.padEnd(5)}  ${m.name}`)
        .join('\n')
    }
    case 'add': {
      const { name, role } = flags([second ?? '', ...rest].filter(Boolean))
      if (!first || !name || !role) break
      return (
        await call('POST', '/staff/accounts', { mobile: first, name, role })
      ).message
    }
    case 'remove':
      if (!first) break
      return (
        await call(
          'POST',
          `/staff/accounts/${(await memberByMobile(first)).id}/remove`,
        )
      ).message
  }
  throw new UsageError()
}

class UsageError extends Error {}

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
