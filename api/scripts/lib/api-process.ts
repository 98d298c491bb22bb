import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const apiRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The node flags and entry of `pnpm start` (package.json, the one place they are written). */
function productionArgs(): string[] {
  const { scripts } = JSON.parse(
    readFileSync(path.join(apiRoot, 'package.json'), 'utf8'),
  ) as { scripts: { start: string } }
  const [node, ...args] = scripts.start.split(/\s+/)
  if (node !== 'node')
    throw new Error(`the API's start is not a node command: ${scripts.start}`)
  return args
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/**
 * The real API as production runs it: its own Node process on the compiled bundle
 * (`node dist/server/main.js`, what `pnpm start` runs; `pnpm --filter @food/api build` makes it),
 * so a SIGKILL kills the server itself and not a wrapper. Output goes to `logFile`.
 */
export class ApiProcess {
  private child: ChildProcess | null = null
  private log: WriteStream
  readonly base: string

  constructor(
    private readonly env: Record<string, string>,
    readonly port: number,
    logFile: string,
  ) {
    this.base = `http://127.0.0.1:${port}/api`
    this.log = createWriteStream(logFile, { flags: 'a' })
  }

  get pid(): number | undefined {
    return this.child?.pid
  }

  /** Starts the server and waits until it answers; returns how long that took (ms). */
  async start(timeoutMs = 180_000): Promise<number> {
    // A server still on the port (stopped a moment ago, or left by an earlier run) would answer
    // the health check for the new one, which then fails to listen: wait for it to go.
    const freeBy = performance.now() + 5_000
    while (await this.answers()) {
      if (performance.now() > freeBy)
        throw new Error(`port ${this.port} is still served by another process`)
      await sleep(100)
    }
    const startedAt = performance.now()
    const child = spawn(process.execPath, productionArgs(), {
      cwd: apiRoot,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child = child
    child.stdout?.pipe(this.log, { end: false })
    child.stderr?.pipe(this.log, { end: false })
    let exited = false
    child.once('exit', () => {
      exited = true
    })
    while (performance.now() - startedAt < timeoutMs) {
      if (exited) throw new Error(`the API exited while starting (see the log)`)
      try {
        const res = await fetch(`${this.base}/health`, {
          signal: AbortSignal.timeout(1000),
        })
        if (res.ok) return performance.now() - startedAt
      } catch {
        // Not listening yet.
      }
      await sleep(100)
    }
    throw new Error(`the API did not answer within ${timeoutMs} ms`)
  }

  private answers(): Promise<boolean> {
    return fetch(`${this.base}/health`, {
      signal: AbortSignal.timeout(1000),
    }).then(
      () => true,
      () => false,
    )
  }

  /** Sends the signal and waits for the process to be gone. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const gone = new Promise<void>((resolve) =>
      child.once('exit', () => resolve()),
    )
    child.kill(signal)
    await gone
    this.child = null
  }

  async close() {
    await this.stop('SIGKILL')
    await new Promise<void>((resolve) => this.log.end(resolve))
  }
}

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

export type Customer = { index: number; mobile: string; token: string }

/**
 * Signs customers up as the site does: sign-up, the code from the dev SMS outbox, verify.
 * Each comes from its own client address, so the per-address SMS limit is not the test.
 */
export async function signUp(
  base: string,
  count: number,
  prefix = '7912',
): Promise<Customer[]> {
  const customers: Customer[] = []
  for (let index = 0; index < count; index += 1) {
    const mobile = `${prefix}${String(index + 1).padStart(10 - prefix.length, '0')}`
    const ip = `10.${77 + Math.floor(index / 65_536)}.${Math.floor(index / 256) % 256}.${index % 256}`
    const sent = await call(base, 'POST', '/user/signup', {
      body: {
        name: `Customer ${index + 1}`,
        email: `c${index + 1}@example.com`,
        mobile,
      },
      ip,
    })
    if (sent.status !== 201)
      throw new Error(`sign-up ${mobile}: ${JSON.stringify(sent.body)}`)
    const outbox = await call(base, 'GET', `/dev/sms-outbox?mobile=${mobile}`)
    const code = (outbox.body as { data: { code: string }[] }).data.at(-1)?.code
    const verified = await call(base, 'POST', '/user/verify-otp', {
      body: { mobile, otp: code },
      ip,
    })
    if (verified.status !== 200)
      throw new Error(`verify ${mobile}: ${JSON.stringify(verified.body)}`)
    customers.push({
      index,
      mobile,
      token: (verified.body as { data: string }).data,
    })
  }
  return customers
}

export { random } from '../../test/helpers/seeded-random'
