import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { kindOf, recordNetwork } from './page-bytes'

describe('kindOf', () => {
  it('sorts responses into kinds', () => {
    expect(kindOf({ mimeType: 'text/javascript', url: 'a.js' })).toBe('js')
    expect(kindOf({ mimeType: 'text/css' })).toBe('css')
    expect(kindOf({ mimeType: 'image/svg+xml' })).toBe('img')
    expect(
      kindOf({
        mimeType: 'application/json',
        resourceType: 'Fetch',
        url: 'http://x/mf-manifest.json',
      }),
    ).toBe('manifest')
    expect(
      kindOf({ mimeType: 'application/json', resourceType: 'Fetch' }),
    ).toBe('data')
  })
})

/** The DevTools protocol events of one request, as Chromium sends them. */
function load(
  cdp: EventEmitter,
  id: string,
  url: string,
  { headerBytes = 200, totalBytes = 1200, headers = {} } = {},
) {
  cdp.emit('Network.requestWillBeSent', {
    requestId: id,
    request: { url },
    type: 'Script',
    wallTime: 1000,
    timestamp: 10,
  })
  cdp.emit('Network.responseReceived', {
    requestId: id,
    type: 'Script',
    response: {
      mimeType: 'text/javascript',
      status: 200,
      headers,
      encodedDataLength: headerBytes,
    },
  })
  cdp.emit('Network.loadingFinished', {
    requestId: id,
    timestamp: 10.5,
    encodedDataLength: totalBytes,
  })
}

describe('recordNetwork', () => {
  it('counts each body as it crossed the wire, without its headers', () => {
    const cdp = new EventEmitter()
    const requests = recordNetwork(cdp)
    load(cdp, '1', 'http://x/main.js', {
      headerBytes: 300,
      totalBytes: 5300,
      headers: { 'Content-Encoding': 'br' },
    })
    expect(requests()).toEqual([
      expect.objectContaining({
        url: 'http://x/main.js',
        kind: 'js',
        encoding: 'br',
        bodyBytes: 5000,
        done: true,
        startWall: 1_000_000,
        endWall: 1_000_500,
      }),
    ])
  })

  it('keeps the last hop of a redirect and leaves data: URLs out', () => {
    const cdp = new EventEmitter()
    const requests = recordNetwork(cdp)
    load(cdp, '1', 'http://x/old.js')
    load(cdp, '1', 'http://x/new.js')
    load(cdp, '2', 'data:text/javascript,1')
    expect(requests().map(({ url }) => url)).toEqual(['http://x/new.js'])
  })
})
