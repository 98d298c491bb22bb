import { REQUEST_TIMEOUT_MS } from '../types/constants'
import { ERROR_CODES } from '../types/error-codes'
import { MESSAGES } from '../types/messages'
import type { RetryLaterReply } from '../wire/envelope'
import { ApiError, codeForStatus } from './api-error'

/** Every reply carries a boolean `status`; the other fields are the call's own. */
export type ApiEnvelope = { status: boolean; [field: string]: unknown }

/**
 * A refusal's fields as read. The API sends the wire's error envelope (`retryAfterSeconds`
 * only on a 429 or 503), but a proxy's error page may carry any of them or none, so each
 * is checked before it is used.
 */
type Refusal = { [field in keyof RetryLaterReply]?: unknown }

/** How the client reads and expires the session; the store binds itself here. */
export type SessionBinding = {
  getToken: () => string | null
  clearToken: () => void
}

export type ApiOptions = {
  baseURL?: string
  /** Called after a 401 on an authenticated call; tests inject a spy. */
  reload?: () => void
  timeoutMs?: number
}

export type ApiRequest = {
  method: 'GET' | 'POST' | 'PUT'
  url: string
  data?: unknown
  /**
   * Sends a bearer token: `true` the customer's (a 401 reply then ends the
   * session), `'staff'` the kitchen's own (a 401 forgets only that token).
   */
  auth?: boolean | 'staff'
  /** The SPEC section 8 text shown when the server sends no message. */
  fallback: string
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>
  /** This call's own time-out, when the default is too short (a photo upload). */
  timeoutMs?: number
  /** Sends `data` exactly as given (a file), never turned into JSON. */
  isRawBody?: boolean
}

/**
 * Where and how long the page's calls go. The client is the platform's fetch
 * (ADR 046): every HTTP status resolves, so one place decides what counts as
 * success (200/201 and `status: true`).
 */
const client = { baseURL: '', timeoutMs: REQUEST_TIMEOUT_MS }

const defaultReload = () => globalThis.location?.reload()
let reloadPage: () => void = defaultReload
let session: SessionBinding = { getToken: () => null, clearToken: () => {} }
// The kitchen's staff session: its own token, never sent on a customer call.
let staffSession: SessionBinding = {
  getToken: () => null,
  clearToken: () => {},
}

/** Points the client at the API root (from the runtime config) and sets optional hooks. */
export function configureApi(options: ApiOptions): void {
  if (options.baseURL !== undefined) client.baseURL = options.baseURL
  if (options.timeoutMs !== undefined) client.timeoutMs = options.timeoutMs
  reloadPage = options.reload ?? reloadPage
}

/** The configured API root ('' before configureApi). */
export function getApiBase(): string {
  return client.baseURL
}

/** The session's token, for calls made outside apiRequest (the order stream). */
export function sessionToken(): string | null {
  return session.getToken()
}

/** Ends the session after the server refused its token (ADR 002: only a 401 does). */
export function endSession(): void {
  session.clearToken()
  reloadPage()
}

/** Lets the store supply the token and the session-expiry action (avoids an import cycle). */
export function bindSession(binding: SessionBinding): void {
  session = binding
}

/** Lets the kitchen supply the staff token and forget it after a 401. */
export function bindStaffSession(binding: SessionBinding): void {
  staffSession = binding
}

/** The staff session's token, for calls made outside apiRequest (the board stream). */
export function staffSessionToken(): string | null {
  return staffSession.getToken()
}

/** Forgets the staff token after the server refused it; the page stays as it is. */
export function endStaffSession(): void {
  staffSession.clearToken()
}

/** `AbortSignal.timeout` rejects a fetch with a DOMException named TimeoutError. */
function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError'
}

/** The API root joined to a path; an absolute URL is used as it is. */
function urlOf(path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path
  const base = client.baseURL.replace(/\/+$/, '')
  return base ? `${base}/${path.replace(/^\/+/, '')}` : path
}

/** A reply's body: JSON when it parses, else its text (a proxy's error page), else nothing. */
function parsed(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * One HTTP exchange: the status and the body's text, or a rejection with the
 * request's fallback when no reply came (refused, reset, timed out).
 */
async function exchange(
  init: RequestInit & { url: string; timeoutMs?: number; fallback: string },
): Promise<{ status: number; headers: Headers; text: string }> {
  const { url, timeoutMs = client.timeoutMs, fallback, ...rest } = init
  try {
    // The time-out covers the body too, as it did for the whole call before.
    const response = await fetch(urlOf(url), {
      ...rest,
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    return { status: response.status, headers: response.headers, text }
  } catch (error) {
    return noReply(error, fallback)
  }
}

/** What a request sends: JSON, a file as it is, or nothing. */
function bodyOf(request: ApiRequest): {
  body?: BodyInit
  contentType?: Record<string, string>
} {
  if (request.data === undefined) return {}
  if (request.isRawBody) return { body: request.data as BodyInit }
  return {
    body: JSON.stringify(request.data),
    contentType: { 'Content-Type': 'application/json' },
  }
}

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && 'status' in body
}

/** The envelope fields of a refused call's body, none when it is not an envelope. */
function refusalOf(body: unknown): Refusal {
  return isEnvelope(body) ? body : {}
}

function serverMessage({ message }: Refusal): string | null {
  return typeof message === 'string' && message.trim() ? message : null
}

function retryAfterSeconds({ retryAfterSeconds: seconds }: Refusal) {
  return typeof seconds === 'number' && seconds >= 0 ? seconds : undefined
}

/** The bearer token a request sends, or null; throws NO_TOKEN when one is needed and absent. */
function tokenFor(request: Pick<ApiRequest, 'auth'>): string | null {
  const binding = request.auth === 'staff' ? staffSession : session
  const token = request.auth ? binding.getToken() : null
  if (request.auth && !token) {
    throw new ApiError(0, ERROR_CODES.NO_TOKEN, MESSAGES.noToken)
  }
  return token
}

/** No reply at all (refused, reset, timed out): only the fallback is known. */
function noReply(error: unknown, fallback: string): never {
  const code = isTimeout(error)
    ? ERROR_CODES.TIMEOUT
    : ERROR_CODES.NETWORK_ERROR
  throw new ApiError(0, code, fallback)
}

/** A refused call: ends the session on a 401, then rejects with the server's words. */
function refused(
  request: Pick<ApiRequest, 'auth' | 'fallback'>,
  status: number,
  body: unknown,
): never {
  if (request.auth === 'staff' && status === 401) endStaffSession()
  else if (request.auth && status === 401) {
    session.clearToken()
    reloadPage()
  }
  const refusal = refusalOf(body)
  throw new ApiError(
    status,
    codeForStatus(status, refusal.code),
    serverMessage(refusal) ?? request.fallback,
    retryAfterSeconds(refusal),
  )
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {}

/** One call through the shared client: resolves with the body, or rejects with an ApiError. */
export async function apiRequest<T extends ApiEnvelope = ApiEnvelope>(
  request: ApiRequest,
): Promise<T> {
  const token = tokenFor(request)
  const { body: sent, contentType } = bodyOf(request)
  const response = await exchange({
    method: request.method,
    url: request.url,
    body: sent,
    headers: {
      Accept: 'application/json',
      ...contentType,
      ...request.headers,
      ...bearer(token),
    },
    timeoutMs: request.timeoutMs,
    fallback: request.fallback,
  })
  const body = parsed(response.text)
  const isOk = response.status === 200 || response.status === 201
  if (isOk && isEnvelope(body) && body.status === true) return body as T
  return refused(request, response.status, body)
}

/** A file the API sends (a CSV), fetched with the session's token, as a Blob. */
export async function apiDownload(
  request: Pick<ApiRequest, 'url' | 'auth' | 'fallback'>,
): Promise<Blob> {
  const token = tokenFor(request)
  const response = await exchange({
    method: 'GET',
    url: request.url,
    headers: { Accept: '*/*', ...bearer(token) },
    fallback: request.fallback,
  })
  if (response.status === 200) {
    const type = response.headers.get('content-type') ?? 'text/plain'
    return new Blob([response.text], { type })
  }
  // A refusal is the usual JSON envelope.
  return refused(request, response.status, parsed(response.text))
}
