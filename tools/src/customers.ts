import { normaliseMobile } from '@food/shared/validation'
import type {
  OutboxReply,
  StaffSignedInReply,
  VerifyOtpReply,
} from '@food/shared/wire'

export type Reply = { status: number; body: unknown; headers: Headers }

/** One JSON call; throws when no reply arrives (connection refused or reset, time-out). */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  {
    body,
    token,
    ip,
    headers = {},
  }: {
    body?: unknown
    token?: string
    ip?: string
    headers?: Record<string, string>
  } = {},
): Promise<Reply> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // With TRUST_PROXY=true, the per-address SMS limit sees this address.
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // Left as text; the caller reports it.
  }
  return { status: res.status, body: parsed, headers: res.headers }
}

/**
 * A client address of its own for customer `index` (10.x.y.z). The API allows 10 texts per
 * client address per hour; an API run with TRUST_PROXY=true reads it from X-Forwarded-For.
 */
function clientAddress(index: number) {
  const n = index + 1
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** The newest code the dev SMS outbox holds for a mobile (10 digits, no leading 0), or null. */
export async function latestCode(
  apiBase: string,
  mobile: string,
): Promise<string | null> {
  const outbox = await call(apiBase, 'GET', `/dev/sms-outbox?mobile=${mobile}`)
  if (outbox.status !== 200)
    throw new Error(`SMS outbox for ${mobile}: HTTP ${outbox.status}`)
  const { data } = outbox.body as OutboxReply
  return data.at(-1)?.code ?? null
}

/**
 * Where a test reads the newest code texted to a mobile (10 digits): the dev outbox by default,
 * or an SMS provider's stand-in (FakeTwilio.latestCode) on an API that texts through one.
 */
export type CodeReader = (
  apiBase: string,
  mobile: string,
) => Promise<string | null>

/** Trades the newest code texted to the mobile for a session token, as the Verify OTP step does. */
export async function verifyLatestCode(
  apiBase: string,
  mobile: string,
  ip?: string,
  readCode: CodeReader = latestCode,
): Promise<string> {
  const otp = await readCode(apiBase, mobile)
  if (!otp) throw new Error(`no code in the SMS outbox for ${mobile}`)
  const verified = await call(apiBase, 'POST', '/user/verify-otp', {
    body: { mobile, otp },
    ip,
  })
  if (verified.status !== 200)
    throw new Error(
      `verify ${mobile}: HTTP ${verified.status} ${JSON.stringify(verified.body)}`,
    )
  return (verified.body as VerifyOtpReply).data
}

type NewCustomer = {
  /** 10 digits, no leading 0. */
  mobile: string
  name: string
  email: string
  /** The client address the texts are counted against (X-Forwarded-For). */
  ip?: string
}

/**
 * Signs a customer up the way the site does, against a running API in dev SMS mode: sign-up,
 * the code from the dev outbox, verify. Resolves the session token.
 */
export async function signUpCustomer(
  apiBase: string,
  { mobile, name, email, ip }: NewCustomer,
  readCode: CodeReader = latestCode,
): Promise<string> {
  const sent = await call(apiBase, 'POST', '/user/signup', {
    body: { name, email, mobile },
    ip,
  })
  if (sent.status !== 201)
    throw new Error(
      `sign-up ${mobile}: HTTP ${sent.status} ${JSON.stringify(sent.body)}`,
    )
  return verifyLatestCode(apiBase, mobile, ip, readCode)
}

export type SignedUp = { index: number; mobile: string; token: string }

/**
 * Signs up customers `first` … `first + count - 1`, `concurrency` at a time; resolves them in
 * order. Customer i has the mobile `prefix` + i (10 digits; the default 77 is a range the API
 * texts) and a client address of its own, so the per-address SMS limit is not what is measured.
 */
export async function signUpCustomers(
  apiBase: string,
  {
    first = 0,
    count,
    prefix = '77',
    concurrency = 1,
  }: {
    first?: number
    count: number
    prefix?: string
    concurrency?: number
  },
): Promise<SignedUp[]> {
  const indexes = Array.from({ length: count }, (_, i) => first + i)
  const results: SignedUp[] = []
  let next = 0
  async function worker() {
    while (next < indexes.length) {
      const slot = next++
      const index = indexes[slot] as number
      const mobile = `${prefix}${String(index).padStart(10 - prefix.length, '0')}`
      const token = await signUpCustomer(apiBase, {
        mobile,
        name: `Customer ${index}`,
        email: `customer${index}@example.com`,
        ip: clientAddress(index),
      })
      results[slot] = { index, mobile, token }
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, worker),
  )
  return results
}

/**
 * Signs a member of the staff list in as the kitchen's sign-in does: a code by SMS (the dev
 * outbox), then verify. The member must be on the list (OWNER_MOBILE names the first owner).
 * `mobile` as typed: with its 0, or 10 digits. Resolves the staff session token.
 */
export async function signInStaff(
  apiBase: string,
  mobile: string,
  ip?: string,
  readCode: CodeReader = latestCode,
): Promise<string> {
  const digits = normaliseMobile(mobile)
  const sent = await call(apiBase, 'POST', '/staff/login', {
    body: { mobile: digits },
    ip,
  })
  if (sent.status !== 200)
    throw new Error(
      `staff login ${digits}: HTTP ${sent.status} ${JSON.stringify(sent.body)}`,
    )
  const otp = await readCode(apiBase, digits)
  if (!otp) throw new Error(`no code was texted to ${mobile}`)
  const verified = await call(apiBase, 'POST', '/staff/verify-otp', {
    body: { mobile: digits, otp },
    ip,
  })
  if (verified.status !== 200)
    throw new Error(
      `staff verify ${digits}: HTTP ${verified.status} ${JSON.stringify(verified.body)}`,
    )
  return (verified.body as StaffSignedInReply).data
}
