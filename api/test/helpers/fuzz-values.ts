import fc from 'fast-check'
import type { JsonSchema } from './openapi'

/** Values a field may take, by its name: real ids and well-formed inputs of this shop. */
export type Dictionary = Record<string, readonly string[]>

/** One of `pool`'s values as it is at generation time (pools are refreshed as data changes). */
export const fromPool = (pool: readonly string[]) =>
  fc.nat().map((i) => pool[i % pool.length] ?? '')

/** Marks text that goes into the JSON body as written (numbers JSON.stringify cannot write). */
const RAW = '\u0001raw:'
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '12345678901234567890123456789',
  '1.0',
  '5e1',
  '0.5',
].map((n) => `${RAW}${n}`)

/** Serialises a generated body, writing the raw numbers in place. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /"\\u0001raw:([^"]*)"/g,
    '$1',
  )
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  'ＡＢＣ１２３',
  'ß'.repeat(40),
  '😀'.repeat(30),
  'e\u0301'.repeat(20),
  "' or '1'='1",
  "'; drop table users; --",
  '" or ""="',
  '1; select pg_sleep(3)',
  '$$; select 1; $$',
  '\\',
  '%',
  '%00',
  '%s%s%s%n',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as written
  '${7*7}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  '99999999999999999999',
  '1001',
  '\r\n\r\nX-Injected: 1',
  '\t\n\r\u000b\u000c',
]

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('x', 'é', '😀', '0', "'"),
        fc.integer({ min: 101, max: 5000 }),
      )
      .map(([c, n]) => c.repeat(n)),
  },
)

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    0.5,
    51,
    101,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    ...RAW_NUMBERS,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** A value of the wrong type, or of the right type but outside any sensible range. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), hostileString, {
      maxKeys: 3,
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

const types = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []

/** A value `schema` accepts; named string fields mostly take the dictionary's real values. */
export function validValue(
  schema: JsonSchema,
  dictionary: Dictionary,
  name = '',
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives)
    return fc.oneof(...alternatives.map((s) => validValue(s, dictionary, name)))
  const kinds = types(schema)
  if (kinds.length > 1)
    return fc.oneof(
      ...kinds.map((type) => validValue({ ...schema, type }, dictionary, name)),
    )
  switch (kinds[0]) {
    case 'string':
      return validString(schema, dictionary[name])
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1000,
      })
    case 'number':
      return fc.oneof(
        fc.integer({
          min: schema.minimum ?? -1000,
          max: schema.maximum ?? 1000,
        }),
        fc.double({
          min: schema.minimum ?? -1000,
          max: schema.maximum ?? 1000,
          noNaN: true,
        }),
      )
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(validValue(schema.items ?? {}, dictionary, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      })
    case 'object':
      return validObject(schema, dictionary)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function validString(schema: JsonSchema, known: readonly string[] | undefined) {
  const minLength = schema.minLength ?? 0
  const maxLength = Math.min(schema.maxLength ?? 40, 40)
  const generic = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : fc.string({ minLength, maxLength, unit: 'grapheme' })
  if (!known || known.length === 0) return generic
  return fc.oneof(
    { weight: 5, arbitrary: fromPool(known) },
    { weight: 1, arbitrary: generic },
  )
}

export function validObject(
  schema: JsonSchema,
  dictionary: Dictionary,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required ?? [])
  const fields = Object.entries(properties).map(([key, property]) =>
    required.has(key)
      ? validValue(property, dictionary, key).map((v) => [key, v] as const)
      : fc
          .option(validValue(property, dictionary, key), { nil: undefined })
          .map((v) => [key, v] as const),
  )
  return fc
    .tuple(...fields)
    .map((entries) =>
      Object.fromEntries(entries.filter(([, v]) => v !== undefined)),
    )
}

/** Values on and just past the edges `schema` sets. */
function boundaryValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = []
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = schema
  for (const n of [minLength, maxLength]) {
    if (n === undefined) continue
    edges.push('x'.repeat(n), 'x'.repeat(n + 1), 'é'.repeat(n), '😀'.repeat(n))
    if (n > 0) edges.push('x'.repeat(n - 1))
  }
  for (const n of [minimum, maximum]) {
    if (n !== undefined) edges.push(n - 1, n, n + 1, n + 0.5)
  }
  for (const n of [minItems, maxItems]) {
    if (n !== undefined)
      edges.push(Array.from({ length: n + 1 }, () => schema.items?.enum?.[0]))
  }
  if (schema.enum) edges.push(`${String(schema.enum[0])} `, 'VEG', '')
  return edges.length > 0
    ? fc.constantFrom(...edges)
    : fc.constantFrom('', 0, null)
}

type Path = (string | number)[]

/** Every place in a JSON value where a field or element can be replaced or dropped. */
function pathsIn(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => [[...at, i], ...pathsIn(v, [...at, i])])
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      [...at, k],
      ...pathsIn(v, [...at, k]),
    ])
  return []
}

function schemaAt(schema: JsonSchema, path: Path): JsonSchema {
  let current: JsonSchema | undefined = schema
  for (const step of path) {
    const options: JsonSchema[] = current?.anyOf ?? (current ? [current] : [])
    current =
      typeof step === 'number'
        ? options.find((s) => s.items)?.items
        : options.find((s) => s.properties?.[step])?.properties?.[step]
  }
  return current ?? {}
}

/** A copy of `value` with the thing at `path` replaced (or dropped when `replacement` is DROP). */
const DROP = Symbol('drop')
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [step, ...rest] = path
  if (step === undefined) return replacement
  if (Array.isArray(value)) {
    const copy = [...value]
    if (rest.length === 0 && replacement === DROP) copy.splice(Number(step), 1)
    else copy[Number(step)] = replaceAt(copy[Number(step)], rest, replacement)
    return copy
  }
  const copy = { ...(value as Record<string, unknown>) }
  if (rest.length === 0 && replacement === DROP) delete copy[step]
  else copy[step] = replaceAt(copy[step], rest, replacement)
  return copy
}

const EXTRA_KEYS = ['status', 'user_id', 'price', 'is_admin', 'role', 'x']

/**
 * A body built from a valid one: a field dropped, replaced by a hostile or boundary value,
 * or an extra field added, anywhere in the tree.
 */
export function mutatedBody(
  valid: fc.Arbitrary<unknown>,
  schema: JsonSchema,
): fc.Arbitrary<unknown> {
  return valid.chain((body) => {
    const paths = pathsIn(body)
    const extra = fc
      .tuple(fc.constantFrom(...EXTRA_KEYS), hostileValue)
      .map(([key, v]) =>
        body && typeof body === 'object' && !Array.isArray(body)
          ? { ...body, [key]: v }
          : body,
      )
    if (paths.length === 0) return extra
    const path = fc.constantFrom(...paths)
    return fc.oneof(
      { weight: 2, arbitrary: path.map((p) => replaceAt(body, p, DROP)) },
      {
        weight: 4,
        arbitrary: fc
          .tuple(path, hostileValue)
          .map(([p, v]) => replaceAt(body, p, v)),
      },
      {
        weight: 3,
        arbitrary: path.chain((p) =>
          boundaryValue(schemaAt(schema, p)).map((v) => replaceAt(body, p, v)),
        ),
      },
      { weight: 1, arbitrary: extra },
    )
  })
}

/** Request bodies no route should accept, sent as written. */
export const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'null',
  'true',
  '42',
  '"text"',
  '[]',
  '{}',
  '{"a":1}garbage',
  '\ufeff{}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"items":[${Array.from({ length: 5000 }, () => '{}').join(',')}]}`,
  JSON.stringify(
    Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i])),
  ),
]

/** A JSON body of about `size` bytes: over the route's limit when the size is. */
export const oversizedBody = fc
  .constantFrom(1_100, 11_000, 101_000, 150_000)
  .map((size) => JSON.stringify({ items: [], note: 'x'.repeat(size) }))
