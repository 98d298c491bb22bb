import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { configureApi } from '../api/client'
import { setSession } from '../store/actions'
import { startTestServer, type TestServer } from './test-server'

type TestApiOptions = {
  /**
   * 'file' (the default): one server for the file's tests, forgetting its answers and recorded
   * requests after each. 'test': a fresh server for each test, for files whose tests must not
   * see a late request of the test before (a page that keeps fetching as it unmounts).
   */
  per?: 'file' | 'test'
  /** Sets the answers every test starts with, before each test. */
  serve?: (api: TestServer) => void | Promise<void>
  /** Signs this customer in before each test (the store is fresh after each). */
  token?: string
}

/**
 * A real HTTP server playing the API for a test file, with the API client pointed at it;
 * returns a getter for the server. A reload asked for by the client does nothing here.
 */
export function useTestApi({
  per = 'file',
  serve,
  token,
}: TestApiOptions = {}): () => TestServer {
  let api: TestServer | null = null
  const start = async () => {
    api = await startTestServer()
    configureApi({ baseURL: api.baseURL, reload: () => {} })
  }
  if (per === 'file') {
    beforeAll(start)
    afterEach(() => {
      // Unmount first: forgetting the answers ends the open streams, and a page still there
      // would reconnect, its request then cut short by the unmount (a stray error log).
      cleanup()
      api?.reset()
    })
    afterAll(() => api?.close())
  } else {
    beforeEach(start)
    afterEach(async () => {
      // Unmount first: no new request starts while the server shuts down.
      cleanup()
      await api?.close()
    })
  }
  beforeEach(async () => {
    if (api && serve) await serve(api)
    if (token) setSession(token)
  })
  return () => {
    if (!api) throw new Error('The test API starts before the tests')
    return api
  }
}
