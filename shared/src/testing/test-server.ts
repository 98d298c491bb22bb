import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

export type RecordedRequest = {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: unknown
}

/** What a route answers: a status and a JSON body, or 'hang-up' to close the socket. */
export type Reply = { status: number; body?: unknown } | 'hang-up'

export type TestServer = {
  /** Base URL such as http://127.0.0.1:53211/api */
  url: string
  requests: RecordedRequest[]
  /** Sets the reply for 'METHOD /path' (path below /api). */
  reply: (route: string, reply: Reply) => void
  close: () => Promise<void>
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : undefined)
      } catch {
        resolve(raw)
      }
    })
  })
}

function send(response: ServerResponse, reply: Reply) {
  if (reply === 'hang-up') {
    response.socket?.destroy()
    return
  }
  response.writeHead(reply.status, { 'content-type': 'application/json' })
  response.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
}

/**
 * A real HTTP server on a free port that answers scripted envelopes, so the
 * API client is tested over the wire rather than through a mock.
 */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Reply>()
  const requests: RecordedRequest[] = []
  const server = createServer(async (request, response) => {
    const url = (request.url ?? '').replace(/^\/api/, '')
    const body = await readBody(request)
    requests.push({
      method: request.method ?? '',
      url,
      headers: request.headers,
      body,
    })
    send(
      response,
      routes.get(`${request.method} ${url}`) ?? {
        status: 404,
        body: { status: false, message: 'Not found' },
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    reply: (route, reply) => routes.set(route, reply),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
