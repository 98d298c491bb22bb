import { Agent, get as httpGet } from 'node:http'
import { gunzipSync } from 'node:zlib'

// Keep-alive, as a browser reuses its connection to the site.
const agent = new Agent({ keepAlive: true, maxSockets: 16 })

/** As browsers send it: the server answers pages gzipped. */
export const GZIP = { 'accept-encoding': 'gzip' }

/** One GET: resolves { status, headers, text, ms }; rejects if there is no answer. */
export function get(address, headers = GZIP, timeoutMs = 30_000) {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = httpGet(address, { agent, headers }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const ms = performance.now() - started
        const body = Buffer.concat(chunks)
        const isGzip = res.headers['content-encoding'] === 'gzip'
        const text = (isGzip ? gunzipSync(body) : body).toString('utf8')
        resolve({ status: res.statusCode, headers: res.headers, text, ms })
      })
    })
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timed out')))
    req.on('error', reject)
  })
}

const PAGE_DATA =
  /<script id="food-page" type="application\/json">(.*?)<\/script>/s

/** The page data the page was rendered with (its config, manifests, queries), or null. */
export function pageDataOf(html) {
  const json = PAGE_DATA.exec(html)?.[1]
  return json ? JSON.parse(json) : null
}

/** Why an answer is not a server-rendered page showing `marker`, or null if it is. */
export function problemWith(res, marker) {
  if (res.status !== 200) return `HTTP ${res.status}`
  if (res.headers['x-rendered'] !== 'server') {
    return `X-Rendered: ${res.headers['x-rendered']}`
  }
  if (!res.text.includes(marker)) return `no "${marker}" in the HTML`
  return null
}

/** Throws unless the answer is a server-rendered page showing `marker`. */
export function expectServerRendered(res, marker, what) {
  const problem = problemWith(res, marker)
  if (problem) throw new Error(`${what}: ${problem}`)
}

export const closeConnections = () => agent.destroy()
