import { Agent, request as httpRequest } from 'node:http'

// One keep-alive pool for the set-up calls and the order run, like browsers reusing sockets.
const agent = new Agent({ keepAlive: true, maxSockets: 256 })

/**
 * One JSON call: resolves { status, headers, body, ms } for any HTTP answer, and
 * { status: 0, error, ms } when there is none (refused, reset, timed out).
 */
export function call(
  baseUrl,
  method,
  path,
  { headers = {}, body, timeoutMs = 30_000 } = {},
) {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (result) =>
      resolve({ ...result, ms: performance.now() - started })
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('error', (error) => done({ status: 0, error: error.message }))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          done({
            status: res.statusCode,
            headers: res.headers,
            body: parseJson(text),
            text,
          })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (error) => done({ status: 0, error: error.message }))
    req.end(payload)
  })
}

// An error page from a proxy is not JSON; the caller still sees the status and the text.
function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Like call, but throws unless the answer has the expected status. */
export async function expectCall(baseUrl, method, path, expected, options) {
  const res = await call(baseUrl, method, path, options)
  if (res.status !== expected) {
    throw new Error(
      `${method} ${path}: expected ${expected}, got ${res.status} ${res.error ?? res.text?.slice(0, 200)}`,
    )
  }
  return res
}

export function closeConnections() {
  agent.destroy()
}
