import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import {
  type Dictionary,
  fromPool,
  hostileString,
  hostileValue,
  mutatedBody,
  oversizedBody,
  RAW_BODIES,
  toJsonText,
  validObject,
  validValue,
} from './fuzz-values'
import { fillPath, type JsonSchema, type Operation } from './openapi'

/** What the fuzzer sends: one HTTP request, described before it is sent. */
export type FuzzRequest = {
  /** `GET /api/user/order/{orderId}`, or `off the document` for other paths and methods. */
  target: string
  method: string
  url: string
  headers: Record<string, string>
  payload: string | undefined
  remoteAddress: string
  /** Sent over a socket: the reply may be a stream that never ends. */
  overSocket: boolean
}

/** Tokens and known-good inputs the requests draw on; the pools are refilled as data changes. */
export type FuzzWorld = {
  tokens: {
    own: string
    other: string
    expired: string
    staff: string
  }
  dictionary: Dictionary
  /** Bodies that pass every rule, by operation path (JSON text). */
  goodBodies: Record<string, readonly string[]>
  /** Values for path parameters, by name: the first list mostly, the second sometimes. */
  pathValues: Record<string, [readonly string[], readonly string[]]>
}

/** Percent-encodes any string, lone surrogates included (as a raw client would send them). */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...Buffer.from(value)]
      .map((b) => `%${b.toString(16).padStart(2, '0')}`)
      .join('')
  }
}

/** Segments sent as written: broken escapes, traversal, encoded slashes and NULs. */
const RAW_SEGMENTS = [
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '..%2F..%2Fpackage.json',
  '%2e%2e',
  'a%2Fb',
  '1%20or%201=1',
  '..',
  '.',
]

function authHeader(world: FuzzWorld, audience: Operation['audience']) {
  const { own, other, expired, staff } = world.tokens
  const malformed = fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    `Bearer ${own} extra`,
    `bearer   ${own}`,
    `Bearer ${'A'.repeat(8000)}`,
    "Bearer ' or 1=1 --",
    `Bearer ${own.slice(0, -1)}`,
    'Bearer null',
    `Token ${own}`,
    `Bearer ${staff}x`,
  )
  const weights = {
    customer: [6, 1, 1, 1, 1, 1, 1],
    staff: [1, 1, 1, 1, 1, 1, 6],
    public: [1, 0, 0, 1, 4, 1, 0],
  }[audience]
  const choices: fc.Arbitrary<string | undefined>[] = [
    fc.constant(`Bearer ${own}`),
    fc.constant(`Bearer ${other}`),
    fc.constant(`Bearer ${expired}`),
    fc.base64String({ minLength: 44, maxLength: 44 }).map((s) => `Bearer ${s}`),
    fc.constant(undefined),
    malformed,
    fc.constant(`Bearer ${staff}`),
  ]
  return fc.oneof(
    ...choices.map((arbitrary, i) => ({ weight: weights[i] ?? 0, arbitrary })),
  )
}

function pathValue(world: FuzzWorld, name: string) {
  const [usual, sometimes] = world.pathValues[name] ?? [[], []]
  const value = fc.oneof(
    { weight: 5, arbitrary: fromPool(usual) },
    { weight: 1, arbitrary: fromPool(sometimes) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.bigInt(-(2n ** 70n), 2n ** 70n).map(String) },
    { weight: 3, arbitrary: hostileString },
  )
  return fc.oneof(
    { weight: 9, arbitrary: value.map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  )
}

function queryString(world: FuzzWorld, op: Operation) {
  const known = op.queryParams.map((p) =>
    fc
      .oneof(
        {
          weight: 4,
          arbitrary: validValue(p.schema, world.dictionary, p.name),
        },
        { weight: 2, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
      .map((v) => [p.name, v] as const),
  )
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom('x', '__proto__[a]', 'mobile[]', 'a'),
      hostileString,
    ),
    { maxLength: 2 },
  )
  return fc.tuple(fc.tuple(...known), extra).map(([params, extras]) => {
    const search = new URLSearchParams()
    for (const [name, v] of [...params, ...extras]) {
      if (v !== undefined)
        search.append(name, typeof v === 'string' ? v : JSON.stringify(v))
    }
    const text = search.toString()
    return text ? `?${text}` : ''
  })
}

/** Header parameters (the Idempotency-Key), as printable Latin-1 so any client could send them. */
function headerParams(world: FuzzWorld, op: Operation) {
  return fc
    .tuple(
      ...op.headerParams.map((p) =>
        fc
          .oneof(
            {
              weight: 4,
              arbitrary: validValue(p.schema, world.dictionary, p.name),
            },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                '',
                'has space',
                'x'.repeat(201),
                'é',
                "' or 1=1",
              ),
            },
            { weight: 2, arbitrary: fc.constant(undefined) },
          )
          .map((v) => [p.name, v] as const),
      ),
    )
    .map((entries) =>
      Object.fromEntries(
        entries.filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
    )
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/xml',
  'multipart/form-data; boundary=x',
  '',
]

function body(world: FuzzWorld, op: Operation) {
  const schema: JsonSchema = op.body ?? { type: 'object' }
  const good = world.goodBodies[op.path] ?? []
  const valid = fc.oneof(
    { weight: good.length > 0 ? 3 : 0, arbitrary: fromPool(good).map(parse) },
    { weight: 1, arbitrary: validObject(schema, world.dictionary) },
  )
  const text = fc.oneof(
    { weight: 4, arbitrary: valid.map(toJsonText) },
    { weight: 5, arbitrary: mutatedBody(valid, schema).map(toJsonText) },
    { weight: 1, arbitrary: hostileValue.map(toJsonText) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: oversizedBody },
  )
  const contentType = fc.oneof(
    { weight: 17, arbitrary: fc.constant('application/json') },
    { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  )
  const present = fc.tuple(text, contentType)
  return op.body
    ? present
    : fc.oneof(
        { weight: 9, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: present },
      )
}

// An empty pool (no cart lines right now) gives ''; that body is then just {}.
const parse = (text: string): unknown => (text ? JSON.parse(text) : {})

/** One request to an operation of the document, valid or not in any part. */
export function operationRequest(
  world: FuzzWorld,
  op: Operation,
): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map((p) => pathValue(world, p.name)))
  return fc
    .record({
      auth: authHeader(world, op.audience),
      params,
      query: queryString(world, op),
      headers: headerParams(world, op),
      body: body(world, op),
      ip: fc.ipV4(),
    })
    .map(({ auth, params, query, headers, body, ip }) => {
      const values = Object.fromEntries(
        op.pathParams.map((p, i) => [p.name, params[i] ?? '']),
      )
      const all: Record<string, string> = { ...headers }
      if (auth !== undefined) all.authorization = auth
      const [payload, contentType] = body ?? [undefined, undefined]
      if (contentType) all['content-type'] = contentType
      return {
        target: `${op.method} ${op.path}`,
        method: op.method,
        url: fillPath(op.path, values, { encode: false }) + query,
        headers: all,
        payload,
        remoteAddress: ip,
        overSocket: op.isStream,
      }
    })
}

const imagesRoot = fileURLToPath(
  new URL('../../assets/images/menu', import.meta.url),
)

/** Paths and methods the document does not list: they must get the envelope's 404 too. */
export function offDocumentRequest(
  ops: readonly Operation[],
): fc.Arbitrary<FuzzRequest> {
  const images = readdirSync(imagesRoot).map((f) => `/api/images/menu/${f}`)
  const url = fc.oneof(
    fc.constantFrom(...ops.map((op) => op.path.replace(/\{\w+\}/g, '1'))),
    fc.constantFrom(...images),
    hostileString.map((s) => `/api/${encodeSegment(s)}`),
    hostileString.map((s) => `/api/images/${encodeSegment(s)}`),
    fc.constantFrom(
      '/',
      '/api',
      '/api/',
      '/favicon.ico',
      '/api/images/../package.json',
      '/api/images/%2e%2e/%2e%2e/package.json',
      '/api/images/menu/..%2F..%2F..%2Fpackage.json',
      '/api/media/../../package.json',
      '/api/media/%2e%2e/%2e%2e/package.json',
      '/api/user/order/1/2/3',
      '/api//user//get-profile',
      '/API/MENUS',
    ),
  )
  return fc
    .record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
      url,
      ip: fc.ipV4(),
    })
    .map(({ method, url, ip }) => ({
      target: 'off the document',
      method,
      url,
      headers: {},
      payload: undefined,
      remoteAddress: ip,
      overSocket: false,
    }))
}
