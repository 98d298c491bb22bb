import type { TestApp } from './test-app'

/** The subset of JSON Schema the API's zod schemas produce. */
export type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  default?: unknown
  description?: string
  $ref?: string
}

type Parameter = {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: JsonSchema
}

type RawOperation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description?: string; content?: unknown }>
  security?: Record<string, string[]>[]
  description?: string
}

export type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>
}

/** Who may call an operation, as its `security` says. */
type Audience = 'customer' | 'staff' | 'public'

/** One method and path of the document, with what a request to it can carry. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT'
  /** The path template, e.g. `/api/user/order/{orderId}`. */
  path: string
  audience: Audience
  /** A staff operation only the owner may call (its security lists the `owner` role). */
  ownerOnly: boolean
  pathParams: Parameter[]
  queryParams: Parameter[]
  headerParams: Parameter[]
  body: JsonSchema | undefined
  /** Answers with a text/event-stream that stays open. */
  isStream: boolean
}

export async function fetchOpenApi(t: TestApp): Promise<OpenApiDocument> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  if (res.statusCode !== 200) throw new Error(`openapi.json: ${res.body}`)
  return res.json()
}

/** Every operation of the document (its GET, POST and PUT routes). */
export function listOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s))
      const params = op.parameters ?? []
      const success = op.responses['200'] ?? op.responses['201']
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        audience: schemes.includes('staffToken')
          ? 'staff'
          : schemes.includes('bearerAuth')
            ? 'customer'
            : 'public',
        ownerOnly: (op.security ?? []).some((s) =>
          s.staffToken?.includes('owner'),
        ),
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        body: op.requestBody?.content['application/json']?.schema,
        isStream: JSON.stringify(success ?? {}).includes('text/event-stream'),
      }
    }),
  )
}

/** The path with its `{name}` parameters filled in (values are URL-encoded here). */
export function fillPath(
  template: string,
  values: Record<string, string>,
  { encode = true } = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for {${name}}`)
    return encode ? encodeURIComponent(value) : value
  })
}

const ID_NAME = /(^id$|_id$|Id$)/

/**
 * Where an operation takes an id: its path parameters, and the top-level body fields
 * named like one (`id`, `address_id`, `cartItemId`).
 */
export function idSlots(
  op: Operation,
): { in: 'path' | 'body'; name: string }[] {
  return [
    ...op.pathParams.map((p) => ({ in: 'path' as const, name: p.name })),
    ...Object.keys(op.body?.properties ?? {})
      .filter((name) => ID_NAME.test(name))
      .map((name) => ({ in: 'body' as const, name })),
  ]
}
