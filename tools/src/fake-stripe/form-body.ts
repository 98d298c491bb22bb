/** A decoded Stripe parameter: form values are always strings; brackets nest them. */
export type FormValue = string | FormValue[] | FormObject
export type FormObject = { [key: string]: FormValue }

/** A body whose keys cannot be nested (`a=1&a[b]=2`, `a[b`); Stripe answers 400. */
export class FormBodyError extends Error {}

// Keys that would reach Object.prototype if used as property names.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Parses Stripe's `application/x-www-form-urlencoded` bodies (and query strings) the way
 * its API reads them: `line_items[0][price_data][currency]=gbp` nests, `metadata[order_id]=7`
 * makes a hash, and indices (`[0]`, `[1]`, or `[]`) make an array.
 * The qs package is not installed here, so this is the small subset Stripe's clients send.
 */
export function parseFormBody(text: string): FormObject {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(text)) {
    assign(root, splitKey(key), value)
  }
  return toArrays(root) as FormObject
}

function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match?.[1]) throw new FormBodyError(`Invalid parameter name: ${key}`)
  const nested = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)]
  const path = [match[1], ...nested.map((part) => part[1] ?? '')]
  if (path.some((part) => UNSAFE_KEYS.has(part))) {
    throw new FormBodyError(`Invalid parameter name: ${key}`)
  }
  return path
}

function assign(target: FormObject, path: string[], value: string) {
  let node = target
  path.forEach((rawPart, depth) => {
    // `expand[]=a&expand[]=b`: each empty index appends.
    const part = rawPart === '' ? String(Object.keys(node).length) : rawPart
    if (depth === path.length - 1) {
      if (Object.hasOwn(node, part)) throw conflict(path)
      node[part] = value
      return
    }
    const next = Object.hasOwn(node, part) ? (node[part] as FormValue) : {}
    if (typeof next === 'string' || Array.isArray(next)) throw conflict(path)
    node[part] = next
    node = next
  })
}

function conflict(path: string[]) {
  const [first, ...rest] = path
  const name = `${first}${rest.map((part) => `[${part}]`).join('')}`
  return new FormBodyError(`Invalid parameter: ${name} is given twice`)
}

// Only 0, 1, 2… becomes an array, so nothing is lost: `metadata[7]=x` stays a hash, and
// readers that want a list (params.readList) accept a hash of indices too.
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const items = keys.map((key) => toArrays(value[key] as FormValue))
  const isList =
    keys.length > 0 && keys.every((key, index) => key === String(index))
  if (isList) return items
  const hash: FormObject = {}
  keys.forEach((key, index) => {
    hash[key] = items[index] as FormValue
  })
  return hash
}
