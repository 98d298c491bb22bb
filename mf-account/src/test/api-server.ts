import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

export type Reply = { status: number; body: unknown }
/** Answers one request; receives the body the client sent. */
export type Handler = (body: unknown) => Reply | Promise<Reply>
export type RecordedRequest = {
  route: string
  body: unknown
  authorization: string | undefined
}

const notFound: Reply = {
  status: 404,
  body: { status: false, message: 'Not found' },
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => resolve(raw ? JSON.parse(raw) : undefined))
  })
}

/**
 * A real HTTP server on a free port that plays the API, so components go
 * through the real store and the real API client (no mocked axios).
 * Routes are 'METHOD /path' below /api.
 */
export async function startApiServer() {
  const routes = new Map<string, Handler>()
  const requests: RecordedRequest[] = []

  async function handle(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Headers', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://test').pathname
    const route = `${request.method} ${path.replace(/^\/api/, '')}`
    const body = await readBody(request)
    requests.push({
      route,
      body,
      authorization: request.headers.authorization,
    })
    const reply = (await routes.get(route)?.(body)) ?? notFound
    response
      .writeHead(reply.status, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(reply.body))
  }

  const server = createServer((request, response) => {
    void handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    requests,
    /** The bodies received on one route, oldest first. */
    bodiesOf(route: string) {
      return requests.filter((r) => r.route === route).map((r) => r.body)
    },
    /** Sets how a route answers from now on. */
    on(route: string, handler: Handler | Reply) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler)
    },
    reset() {
      routes.clear()
      requests.length = 0
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>

/** A promise and the function that settles it, to hold a reply open. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}
