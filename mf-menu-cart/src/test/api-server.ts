import { once } from 'node:events'
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'

export type Reply = { status?: number; body: unknown }

/** Answers one request; `body` is the parsed JSON payload, if any. */
export type Handler = (body: unknown) => Reply | Promise<Reply>

export type TestApi = {
  /** The API root to hand to configureApi, e.g. http://127.0.0.1:1234/api */
  baseURL: string
  /** Replaces the handler of `METHOD /path` (path below the API root). */
  on: (route: string, handler: Handler) => void
  /** Every request seen, in order, as `METHOD /path` with its JSON payload. */
  requests: { route: string; body: unknown }[]
  close: () => Promise<void>
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

function send(response: ServerResponse, { status = 200, body }: Reply) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  })
  response.end(JSON.stringify(body))
}

/**
 * A real HTTP server on a free port standing in for the API: tests exercise
 * the shared axios client end to end instead of mocking it.
 */
export async function startTestApi(
  routes: Record<string, Handler> = {},
): Promise<TestApi> {
  const handlers = new Map(Object.entries(routes))
  const requests: TestApi['requests'] = []
  let inFlight = 0
  const server = createServer(async (request, response) => {
    inFlight += 1
    response.on('close', () => {
      inFlight -= 1
    })
    if (request.method === 'OPTIONS') {
      send(response, { status: 204, body: null })
      return
    }
    const path = (request.url ?? '/').split('?')[0]?.replace(/^\/api/, '')
    const route = `${request.method} ${path}`
    const body = await readJson(request)
    requests.push({ route, body })
    const handler = handlers.get(route)
    if (!handler) {
      send(response, {
        status: 404,
        body: { status: false, message: `No route ${route}` },
      })
      return
    }
    send(response, await handler(body))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    on: (route, handler) => handlers.set(route, handler),
    requests,
    close: async () => {
      // Let the page's last requests finish (a category switched just before
      // the test ended), so none is cut off mid-way; give up after 2 s.
      for (let waited = 0, seen = -1; waited < 2_000; waited += 50) {
        if (inFlight === 0 && seen === requests.length) break
        seen = requests.length
        await delay(50)
      }
      server.close()
      server.closeAllConnections()
      await once(server, 'close')
    },
  }
}
