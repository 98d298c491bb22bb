// What one page load fetched and what each response cost on the wire, read from
// Chromium's DevTools protocol: the page bench's byte counts and e2e's page
// budgets are the same figures.

/** The kinds the byte counts are kept by. */
export type ByteKind =
  | 'js'
  | 'css'
  | 'img'
  | 'font'
  | 'doc'
  | 'manifest'
  | 'api'
  | 'data'

/** One request of a page load, as `recordNetwork` saw it. */
export type RecordedRequest = {
  url: string
  kind: ByteKind
  /** The DevTools resource type: Document, Script, Stylesheet, Fetch… */
  resourceType: string
  mimeType: string
  /** The response's Content-Encoding (br, gzip), '' when sent as is. */
  encoding: string
  status: number
  fromCache: boolean
  done: boolean
  failed: boolean
  /** The body as it crossed the wire (compressed where the server compresses), without headers. */
  bodyBytes: number
  headerBytes: number
  /** Wall-clock ms (epoch) when the request started, and when its body ended. */
  startWall: number
  endWall?: number
  clockOffset: number
}

/** The part of a CDP session (Playwright's, playwright-core's) the recorder listens on. */
type CdpEvents = {
  // biome-ignore lint/suspicious/noExplicitAny: each event's payload is DevTools protocol JSON.
  on(event: string, listener: (event: any) => void): unknown
}

/** What kind of file a response is, for the byte counts. */
export function kindOf({
  mimeType = '',
  resourceType = '',
  url = '',
}: {
  mimeType?: string
  resourceType?: string
  url?: string
}): ByteKind {
  const path = url.split('?')[0] ?? ''
  if (/javascript|ecmascript/.test(mimeType) || resourceType === 'Script')
    return 'js'
  if (mimeType === 'text/css' || resourceType === 'Stylesheet') return 'css'
  if (mimeType.startsWith('image/') || resourceType === 'Image') return 'img'
  if (mimeType.startsWith('font/') || resourceType === 'Font') return 'font'
  if (resourceType === 'Document') return 'doc'
  if (path.endsWith('mf-manifest.json')) return 'manifest'
  if (path.includes('/api/')) return 'api'
  return 'data'
}

/**
 * Records every request of one page load. Call it after `Network.enable` and
 * before the page is opened; the function it returns lists the requests so far
 * (data: URLs left out).
 */
export function recordNetwork(cdp: CdpEvents): () => RecordedRequest[] {
  const byId = new Map<string, Omit<RecordedRequest, 'kind'>>()
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect reuses the id: the new hop replaces the old.
    byId.set(event.requestId, {
      url: event.request.url,
      resourceType: event.type ?? '',
      startWall: event.wallTime * 1000,
      clockOffset: event.wallTime * 1000 - event.timestamp * 1000,
      mimeType: '',
      encoding: '',
      headerBytes: 0,
      status: 0,
      fromCache: false,
      done: false,
      failed: false,
      bodyBytes: 0,
    })
  })
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId)
    if (!request) return
    const { response } = event
    request.mimeType = response.mimeType ?? ''
    request.status = response.status
    request.fromCache = Boolean(
      response.fromDiskCache || response.fromPrefetchCache,
    )
    request.encoding = headerOf(response.headers, 'content-encoding')
    // At this point encodedDataLength counts the response's headers only.
    request.headerBytes = response.encodedDataLength ?? 0
    request.resourceType = event.type ?? request.resourceType
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId)
    if (!request) return
    request.done = true
    request.endWall = request.clockOffset + event.timestamp * 1000
    request.bodyBytes = Math.max(
      0,
      event.encodedDataLength - request.headerBytes,
    )
  })
  cdp.on('Network.loadingFailed', (event) => {
    const request = byId.get(event.requestId)
    if (request) request.failed = true
  })
  return () =>
    [...byId.values()]
      .filter((request) => !request.url.startsWith('data:'))
      .map((request) => ({ ...request, kind: kindOf(request) }))
}

/** A header's value, whatever case the server wrote its name in. */
function headerOf(headers: Record<string, string> = {}, name: string) {
  const key = Object.keys(headers).find((key) => key.toLowerCase() === name)
  return key ? (headers[key] ?? '') : ''
}
