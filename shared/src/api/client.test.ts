import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest'
import { getToken, setSession } from '../store/actions'
import { resetStore } from '../testing/reset-store'
import { startTestServer, type TestServer } from '../testing/test-server'
import { REQUEST_TIMEOUT_MS } from '../types/constants'
import { ApiError, isApiError } from './api-error'
import { apiRequest, configureApi, getApiBase } from './client'
import { getProfile } from './profile'

// The one file that starts the test server by hand rather than with useTestApi: it tests
// configureApi itself (the base it reports, the reload it calls on a 401, its time-out) and
// needs a server it closes at once, for an address nothing listens on.
let server: TestServer
const reload = vi.fn()

beforeAll(async () => {
  server = await startTestServer()
  configureApi({ baseURL: server.baseURL, reload })
})
afterAll(() => server.close())
beforeEach(() => {
  resetStore()
  reload.mockReset()
  server.requests.length = 0
})

/** What a caller sees: the body, or the ApiError it rejected with. */
function outcome(request: Promise<unknown>) {
  return request.then(
    (body) => ({ body }),
    (error: unknown) => ({ error }),
  )
}

const get = (url: string, auth = false) =>
  apiRequest({ method: 'GET', url, auth, fallback: 'Fallback text' })

describe('API client', () => {
  it('uses the configured API root', () => {
    expect(getApiBase()).toBe(server.baseURL)
  })

  it.each([
    [200, { status: true, data: 1 }],
    [201, { status: true, data: 2 }],
  ])(
    'resolves with the body on HTTP %d and status true',
    async (code, body) => {
      server.on('GET /ok', { status: code, body })
      await expect(get('/ok')).resolves.toEqual(body)
    },
  )

  it.each([
    [
      '200 with status false and a message',
      200,
      { status: false, message: 'Nope' },
      'Nope',
      'REQUEST_FAILED',
    ],
    [
      '200 with status false and no message',
      200,
      { status: false },
      'Fallback text',
      'REQUEST_FAILED',
    ],
    [
      '200 without a status field',
      200,
      { data: 1 },
      'Fallback text',
      'REQUEST_FAILED',
    ],
    [
      '202 with status true',
      202,
      { status: true },
      'Fallback text',
      'REQUEST_FAILED',
    ],
    [
      '404 with a message',
      404,
      { status: false, message: 'Blog not found here' },
      'Blog not found here',
      'NOT_FOUND',
    ],
    [
      '422 with a code',
      422,
      { status: false, message: 'mobile is invalid', code: 'INVALID_MOBILE' },
      'mobile is invalid',
      'INVALID_MOBILE',
    ],
    [
      '500 with an empty message',
      500,
      { status: false, message: ' ' },
      'Fallback text',
      'SERVER_ERROR',
    ],
    ['503 with no body', 503, undefined, 'Fallback text', 'SERVER_ERROR'],
  ])('rejects on %s', async (_, code, body, message, errorCode) => {
    server.on('GET /fail', { status: code, body })
    const { error } = (await outcome(get('/fail'))) as { error: ApiError }
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({ status: code, code: errorCode, message })
  })

  it('rejects with the fallback when the socket closes without a reply', async () => {
    server.on('GET /hang-up', 'hang-up')
    const { error } = (await outcome(get('/hang-up'))) as { error: ApiError }
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Fallback text',
    })
  })

  it('gives up on a server that does not answer in time, with the fallback', async () => {
    server.on('GET /slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      return { status: 200, body: { status: true, data: 'late' } }
    })
    configureApi({ timeoutMs: 100 })
    try {
      const started = Date.now()
      const { error } = (await outcome(get('/slow'))) as { error: ApiError }
      expect(Date.now() - started).toBeLessThan(400)
      expect(error).toMatchObject({
        status: 0,
        code: 'TIMEOUT',
        message: 'Fallback text',
      })
    } finally {
      configureApi({ timeoutMs: REQUEST_TIMEOUT_MS })
    }
  })

  it('waits longer for a call that sets its own time-out (a photo upload)', async () => {
    server.on('GET /slow-upload', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { status: 200, body: { status: true, data: 'done' } }
    })
    configureApi({ timeoutMs: 100 })
    try {
      const request = apiRequest({
        method: 'GET',
        url: '/slow-upload',
        fallback: 'Fallback text',
        timeoutMs: 2_000,
      })
      await expect(request).resolves.toMatchObject({ data: 'done' })
    } finally {
      configureApi({ timeoutMs: REQUEST_TIMEOUT_MS })
    }
  })

  it('rejects with the fallback when nothing listens', async () => {
    const closed = await startTestServer()
    await closed.close()
    const request = apiRequest({
      method: 'GET',
      url: `${closed.baseURL}/anything`,
      fallback: 'Failed to fetch cart',
    })
    await expect(request).rejects.toMatchObject({
      status: 0,
      message: 'Failed to fetch cart',
    })
  })

  it('sends the bearer token read from the store on authenticated calls only', async () => {
    server.on('GET /ok', { status: 200, body: { status: true } })
    setSession('token-1')
    await get('/ok', true)
    setSession('token-2')
    await get('/ok', true)
    await get('/ok')
    expect(server.requests.map((r) => r.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      undefined,
    ])
  })

  it('sends the JSON payload of a POST', async () => {
    server.on('POST /echo', { status: 201, body: { status: true } })
    await apiRequest({
      method: 'POST',
      url: '/echo',
      data: { mobile: '7911123456' },
      fallback: 'Login failed',
    })
    expect(server.requests[0]?.body).toEqual({ mobile: '7911123456' })
  })

  it('refuses an authenticated call without a token, without calling', async () => {
    await expect(get('/ok', true)).rejects.toMatchObject({
      code: 'NO_TOKEN',
      message: 'No token found, please log in first.',
    })
    expect(server.requests).toHaveLength(0)
  })

  it('on a 401 to an authenticated call clears the token and reloads the page', async () => {
    server.on('GET /user/get-profile', {
      status: 401,
      body: { status: false, message: 'Session expired' },
    })
    setSession('stale')
    await expect(getProfile()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Session expired',
    })
    expect(getToken()).toBeNull()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('leaves the session alone on a 401 to a public call', async () => {
    server.on('GET /public', { status: 401, body: { status: false } })
    setSession('kept')
    await expect(get('/public')).rejects.toMatchObject({ status: 401 })
    expect(getToken()).toBe('kept')
    expect(reload).not.toHaveBeenCalled()
  })

  it('leaves the session alone on other failures of an authenticated call', async () => {
    server.on('GET /user/get-profile', {
      status: 500,
      body: { status: false },
    })
    setSession('kept')
    await expect(getProfile()).rejects.toMatchObject({
      message: 'Failed to fetch profile',
    })
    expect(getToken()).toBe('kept')
    expect(reload).not.toHaveBeenCalled()
  })
})
