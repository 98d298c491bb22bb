import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

type Reply = { status: number; body: unknown }
type Handler = (path: string) => Reply | Promise<Reply>

/**
 * A real HTTP server on a free port that plays the blog API, so components go
 * through the real store and the real API client (no mocked axios).
 */
export async function startBlogApiServer() {
  let handler: Handler = () => ({
    status: 404,
    body: { status: false, message: 'Not found' },
  })
  const requests: string[] = []

  async function handle(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Headers', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://test').pathname
    requests.push(path)
    const reply = await handler(path.replace(/^\/api/, ''))
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
    /** Sets how the next requests are answered; receives the path under /api. */
    respond(next: Handler) {
      handler = next
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type BlogApiServer = Awaited<ReturnType<typeof startBlogApiServer>>

/** A promise and the function that settles it, to hold a reply open. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}
