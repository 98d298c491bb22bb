import type { FormObject, FormValue } from './form-body'
import type { Metadata } from './objects'
import { invalidRequest, missingParam, unknownParam } from './stripe-error'

// Readers for decoded form parameters that refuse like Stripe does, naming the parameter
// in its bracketed form (`line_items[0][quantity]`) so the caller sees which one.

export const paramName = (prefix: string, key: string | number) =>
  prefix ? `${prefix}[${key}]` : String(key)

/** Stripe refuses parameters it does not know, which catches a misspelt one early. */
export function rejectUnknown(
  params: FormObject,
  known: readonly string[],
  prefix = '',
) {
  const unknown = Object.keys(params).find((key) => !known.includes(key))
  if (unknown !== undefined) throw unknownParam(paramName(prefix, unknown))
}

export function readHash(value: FormValue | undefined, param: string) {
  if (value === undefined || value === '') return {}
  if (typeof value === 'string') {
    throw invalidRequest(`Invalid object for ${param}.`, param)
  }
  // `metadata[0]=a` parsed as a list is still a hash with the key "0".
  if (Array.isArray(value)) return Object.fromEntries(value.entries())
  return value
}

/** A list, also from indices with gaps (`[0]`, `[2]`), which Stripe closes up. */
export function readList(value: FormValue | undefined, param: string) {
  if (value === undefined) return []
  if (Array.isArray(value)) return value
  const keys = typeof value === 'string' ? [] : Object.keys(value)
  if (keys.length === 0 || !keys.every((key) => /^\d+$/.test(key))) {
    throw invalidRequest(`Invalid array for ${param}.`, param)
  }
  return keys.map((key) => (value as FormObject)[key] as FormValue)
}

export function readString(value: FormValue | undefined, param: string) {
  if (value === undefined) return null
  if (typeof value !== 'string') {
    throw invalidRequest(`Invalid string for ${param}.`, param)
  }
  return value
}

export function requireString(value: FormValue | undefined, param: string) {
  const text = readString(value, param)
  if (text === null || text === '') throw missingParam(param)
  return text
}

export function readInteger(
  value: FormValue | undefined,
  param: string,
  min: number,
) {
  const text = readString(value, param)
  if (text === null) return null
  if (!/^-?\d+$/.test(text) || Number(text) < min) {
    const kind = min > 0 ? 'positive integer' : 'non-negative integer'
    throw invalidRequest(`Invalid ${kind}`, param)
  }
  return Number(text)
}

/** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500. */
export function readMetadata(value: FormValue | undefined, param: string) {
  const hash = readHash(value, param)
  const keys = Object.keys(hash)
  if (keys.length > 50) {
    throw invalidRequest('Metadata can have up to 50 keys.', param)
  }
  const metadata: Metadata = {}
  for (const key of keys) {
    const name = paramName(param, key)
    const text = readString(hash[key], name) ?? ''
    if (key.length > 40) {
      throw invalidRequest('Metadata keys can have up to 40 characters.', name)
    }
    if (text.length > 500) {
      throw invalidRequest(
        `Metadata values can have up to 500 characters, but you passed in a value that is ${text.length} characters long.`,
        name,
      )
    }
    // As with Stripe, an empty value removes the key rather than storing ''.
    if (text !== '') metadata[key] = text
  }
  return metadata
}

export function readAbsoluteUrl(value: FormValue | undefined, param: string) {
  const text = readString(value, param)
  if (text === null) return null
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) {
    throw invalidRequest('Not a valid URL', param, 'url_invalid')
  }
  return text
}
