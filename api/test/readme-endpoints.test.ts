import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

// README.md's "## Endpoints" section lists every route once. This keeps it true: a route
// added without a row, a row left behind by a removed route, or a row written twice fails.

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const
type Route = `${(typeof METHODS)[number]} ${string}`

/** `:slug` and `{slug}` are the same parameter. */
const normalise = (method: string, path: string): Route =>
  `${method.toUpperCase()} ${path.replace(/:([A-Za-z]+)/g, '{$1}')}` as Route

async function readmeRoutes(): Promise<Route[]> {
  const readme = await readFile(
    new URL('../README.md', import.meta.url),
    'utf8',
  )
  const start = readme.indexOf('\n## Endpoints\n')
  const end = readme.indexOf('\n## ', start + 1)
  const section = readme.slice(start, end)
  const rows = section
    .split('\n')
    .map((line) =>
      line.match(
        /^\| `(GET|POST|PUT|DELETE|PATCH) (\/api\/[^`\s?]+)(\?[^`]*)?`/,
      ),
    )
    .filter((match) => match !== null)
  return rows.map((match) => normalise(match[1] ?? '', match[2] ?? ''))
}

let t: TestApp
let registered: Route[]

beforeAll(async () => {
  // Every optional group switched on: payments (Stripe's keys; nothing is called at start-up),
  // the test clock and the dev SMS outbox (the test environment's provider).
  t = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_readme',
    STRIPE_WEBHOOK_SECRET: 'whsec_readme',
    STRIPE_API_BASE: 'http://127.0.0.1:9',
    DEV_CLOCK: 'true',
  })
  const doc = (
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json() as { paths: Record<string, Record<string, unknown>> }
  registered = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => normalise(method, path)),
  )
})
afterAll(() => t.close())

describe('README.md endpoint tables', () => {
  it('list every route of the OpenAPI document', async () => {
    const listed = new Set(await readmeRoutes())
    expect(registered.length).toBeGreaterThan(90)
    expect(registered.filter((route) => !listed.has(route))).toEqual([])
  })

  it('list each route once, and only routes the API registers', async () => {
    const listed = await readmeRoutes()
    expect(listed.filter((route, i) => listed.indexOf(route) !== i)).toEqual([])
    const documented = new Set(registered)
    // Routes kept out of the OpenAPI document (the document itself, static images, the test
    // clock) must still exist.
    const unknown = listed.filter((route) => {
      if (documented.has(route)) return false
      const [method, path] = route.split(' ') as [string, string]
      const url = path.replace(/\{([A-Za-z]+)\}/g, ':$1')
      return !t.app.hasRoute({ method, url })
    })
    expect(unknown).toEqual([])
  })
})
