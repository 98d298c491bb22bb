import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server'
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config'

const config = {
  apiBase: 'http://localhost:4000/api',
  remotes: { mf_blog: 'http://localhost:3003/mf-manifest.json' },
}

describe('runtime config', () => {
  let server: TestServer

  beforeEach(async () => {
    server = await startTestServer()
  })
  afterEach(() => server.close())

  it('loads and keeps /runtime-config.json', async () => {
    server.on('GET /runtime-config.json', { status: 200, body: config })
    const origin = server.baseURL.replace(/\/api$/, '')
    await expect(
      loadRuntimeConfig(`${origin}/runtime-config.json`),
    ).resolves.toEqual(config)
    expect(getRuntimeConfig()).toEqual(config)
  })

  it('rejects a file that cannot be read', async () => {
    const origin = server.baseURL.replace(/\/api$/, '')
    await expect(loadRuntimeConfig(`${origin}/missing.json`)).rejects.toThrow(
      'HTTP 404',
    )
  })

  it.each([
    [{}],
    [{ apiBase: '' }],
    [{ apiBase: 'x', remotes: { a: 1 } }],
    [{ apiBase: 'x', remoteTimeoutMs: -1 }],
    [null],
  ])('refuses %j', (body) => {
    expect(() => parseRuntimeConfig(body)).toThrow(
      'Invalid runtime-config.json',
    )
  })

  it('defaults remotes to none and keeps remoteTimeoutMs', () => {
    expect(
      parseRuntimeConfig({ apiBase: '/api', remoteTimeoutMs: 5000 }),
    ).toEqual({
      apiBase: '/api',
      remotes: {},
      remoteTimeoutMs: 5000,
    })
  })

  it('can be set directly for standalone pages', () => {
    setRuntimeConfig({ apiBase: '/other', remotes: {} })
    expect(getRuntimeConfig().apiBase).toBe('/other')
  })
})
