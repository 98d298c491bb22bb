import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from './read-runtime-config'

describe('parseRuntimeConfig', () => {
  it('keeps the API root, the remotes and the timeout', () => {
    const config = parseRuntimeConfig({
      apiBase: 'https://api.example.co.uk/api',
      remotes: { mf_blog: 'https://blog.example.co.uk/v2/mf-manifest.json' },
      remoteTimeoutMs: 5000,
    })
    expect(config).toEqual({
      apiBase: 'https://api.example.co.uk/api',
      remotes: { mf_blog: 'https://blog.example.co.uk/v2/mf-manifest.json' },
      remoteTimeoutMs: 5000,
    })
  })

  it('defaults the timeout to 10 seconds and drops remotes that are not URLs', () => {
    const config = parseRuntimeConfig({
      apiBase: '/api',
      remotes: { mf_blog: 42 },
    })
    expect(config.remoteTimeoutMs).toBe(10_000)
    expect(config.remotes).toEqual({})
  })

  it('refuses a config without an API root', () => {
    expect(() => parseRuntimeConfig({ remotes: {} })).toThrow('apiBase missing')
  })
})
