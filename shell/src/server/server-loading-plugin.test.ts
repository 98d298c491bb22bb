import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { serverLoadingPlugin } from './server-loading-plugin'

type Hooks = {
  fetch: (url: string, init: RequestInit) => Promise<Response>
  createScript: (args: { url: string }) => unknown
}

/** The plugin for a runtime config naming one remote origin. */
function pluginFor(allowed: string) {
  return serverLoadingPlugin({
    manifestText: (url) =>
      url === `${allowed}/mf-manifest.json` ? '{"name":"mf_blog"}' : undefined,
    isAllowed: (url) => new URL(url).origin === allowed,
    timeoutMs: 200,
  }) as unknown as Hooks
}

const allowed = 'http://127.0.0.1:9'

describe('the render server’s remote loading', () => {
  it('answers a manifest it fetched itself with that very text', async () => {
    const response = await pluginFor(allowed).fetch(
      `${allowed}/mf-manifest.json`,
      {},
    )
    expect(await response.json()).toEqual({ name: 'mf_blog' })
  })

  it('refuses code from an origin the runtime config does not name', async () => {
    const plugin = pluginFor(allowed)
    await expect(
      plugin.fetch('https://evil.example/server/chunk.js', {}),
    ).rejects.toThrow('not an origin of the runtime config')
    expect(() =>
      plugin.createScript({
        url: 'https://evil.example/server/remoteEntry.js',
      }),
    ).toThrow('not an origin of the runtime config')
    expect(
      plugin.createScript({ url: `${allowed}/server/remoteEntry.js` }),
    ).toBeUndefined()
  })

  it('gives up on a remote that does not answer', async () => {
    const hung = createServer(() => {})
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = hung.address() as AddressInfo
      const remote = `http://127.0.0.1:${port}`
      await expect(
        pluginFor(remote).fetch(`${remote}/server/chunk.js`, {}),
      ).rejects.toThrow(/timeout|aborted/i)
    } finally {
      hung.closeAllConnections()
      hung.close()
    }
  })
})
