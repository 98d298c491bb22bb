import { afterAll, beforeAll, beforeEach } from 'vitest'
import { configureApi } from '../api/client'
import { setSession } from '../store/actions'
import { resetStore } from './reset-store'
import { startTestServer, type TestServer } from './test-server'

/**
 * One test server playing the API for a file's tests, with the API client
 * pointed at it; before each test a fresh store, no recorded requests and,
 * given a token, that customer's session.
 */
export function useApiTestServer(token?: string): () => TestServer {
  let server: TestServer | null = null
  beforeAll(async () => {
    server = await startTestServer()
    configureApi({ baseURL: server.baseURL, reload: () => {} })
  })
  afterAll(() => server?.close())
  beforeEach(() => {
    resetStore()
    if (server) server.requests.length = 0
    if (token) setSession(token)
  })
  return () => {
    if (!server) throw new Error('The test server starts in beforeAll')
    return server
  }
}
