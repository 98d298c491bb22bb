import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { type ApiDeps, handleApiRequest } from './api-handler'
import { handleHostedPage } from './hosted-routes'
import type { Store } from './state'

// Stripe's own limit is far below this; it only stops a runaway test from filling memory.
const MAX_BODY_BYTES = 1_000_000

/** The node:http handler for the API (/v1/…) and the hosted Checkout page (/c/pay/…). */
export function createRequestHandler(store: Store, api: ApiDeps) {
  return (request: IncomingMessage, response: ServerResponse) => {
    handle(store, api, request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(`fake Stripe failed: ${String(error)}`)
    })
  }
}

async function handle(
  store: Store,
  api: ApiDeps,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const method = request.method ?? 'GET'
  const url = new URL(request.url ?? '/', 'http://fake-stripe')
  const body = await readBody(request)
  if (url.pathname.startsWith('/v1/')) {
    const reply = handleApiRequest(api, {
      method,
      path: url.pathname,
      query: url.search.slice(1),
      body,
      headers: request.headers,
    })
    const lost = api.lostReplies
    if (lost.remaining > 0 && (lost.path ?? url.pathname) === url.pathname) {
      // The work is done (and kept under the key); the reply never reaches the caller.
      lost.remaining -= 1
      request.socket.destroy()
      return
    }
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      ...reply.headers,
    })
    response.end(reply.body)
    return
  }
  const page = handleHostedPage(store, method, url.pathname)
  if (page) {
    response.writeHead(page.status, page.headers)
    response.end(page.body)
    return
  }
  // GET / answers so a test runner can wait for the fake to be up.
  const isRoot = url.pathname === '/' && method === 'GET'
  response.writeHead(isRoot ? 200 : 404, { 'content-type': 'text/plain' })
  response.end(isRoot ? 'Fake Stripe (test mode)\n' : 'Not found\n')
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new Error('request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Listens on 127.0.0.1 and resolves with the base URL (port 0: any free port). */
export function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      if (typeof address === 'object' && address) {
        resolve(`http://127.0.0.1:${address.port}`)
      } else reject(new Error('fake Stripe: no port'))
    })
  })
}

/** Stops listening and drops the kept-alive sockets the library's agent holds open. */
export function stop(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}
