import { configureApi } from '@food/shared/api'
import { startTestServer, type TestServer } from '@food/shared/testing/server'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

/**
 * A fresh test API for each test of the file, set up by `serve`; returns a getter for it.
 * The page is unmounted before the server closes, so no request starts during shutdown.
 */
export function useTestApi(
  serve: (api: TestServer) => void | Promise<void>,
): () => TestServer {
  let api: TestServer | null = null
  beforeEach(async () => {
    api = await startTestServer()
    configureApi({ baseURL: api.baseURL, reload: () => {} })
    await serve(api)
  })
  afterEach(async () => {
    cleanup()
    await api?.close()
  })
  return () => {
    if (!api) throw new Error('The test API starts in beforeEach')
    return api
  }
}
