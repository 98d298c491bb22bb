import { once } from 'node:events'
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'

/** How long the server must be idle before close() drops its connections. */
const QUIET_MS = 150

/** A JSON body with its HTTP status, 200 unless given. */
export type JsonReply = {
  status?: number
  body?: unknown
  /** Answer as a server-sent event stream with these events (then end it). */
  events?: { event: string; data: unknown }[]
  /** Keep the event stream open after those events: `push` sends more. */
  keepOpen?: boolean
  /** Answer with a file instead of JSON: its media type and text (a CSV). */
  file?: { type: string; text: string }
}

/** What a route answers: JSON, or 'hang-up' to close the socket unanswered. */
export type Reply = JsonReply | 'hang-up'

/** Answers one request from the JSON body the client sent. */
export type Handler = (body: unknown) => Reply | Promise<Reply>

type RecordedRequest = {
  /** 'METHOD /path': the path below /api, without its query string. */
  route: string
  /** The path below /api with its query string. */
  url: string
  body: unknown
  /** The body exactly as it arrived (a file's bytes). */
  bytes: Buffer
  authorization: string | undefined
  /** Every request header, lower-cased names. */
  headers: Record<string, string | string[] | undefined>
}

export type TestServer = {
  /** The API root to hand to configureApi, e.g. http://127.0.0.1:53211/api */
  baseURL: string
  /** Every request but CORS preflights, oldest first. */
  requests: RecordedRequest[]
  /** Sets how 'METHOD /path' (path below /api) answers from now on. */
  on: (route: string, answer: Handler | Reply) => void
  /** Sets how routes without an answer reply; a 404 envelope by default. */
  otherwise: (answer: Handler | Reply) => void
  /** The bodies received on one route, oldest first. */
  bodiesOf: (route: string) => unknown[]
  /** Sends one event on every open stream of 'METHOD /path'. */
  push: (route: string, event: string, data: unknown) => void
  /** Ends every open stream (of one route, or all): the client sees a drop. */
  endStreams: (route?: string) => void
  /** Forgets every answer and every recorded request. */
  reset: () => void
  /** Lets in-flight replies finish (up to 2 s), then drops every connection. */
  close: () => Promise<void>
}

const NOT_FOUND: Reply = {
  status: 404,
  body: { status: false, message: 'Not found' },
}

// Component tests run in happy-dom, which enforces CORS like a browser.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
}

async function readBytes(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** JSON when the body is JSON, else its text (undefined when empty). */
function parseBody(bytes: Buffer): unknown {
  const text = bytes.toString('utf8')
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return text
  }
}

const eventText = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** Writes the reply; returns the response when it is a stream left open. */
function send(response: ServerResponse, reply: Reply) {
  if (reply === 'hang-up') {
    response.socket?.destroy()
    return null
  }
  const { status = 200, body, events, keepOpen = false, file } = reply
  if (file) {
    response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': file.type })
    response.end(file.text)
    return null
  }
  if (events) {
    response.writeHead(status, {
      ...CORS_HEADERS,
      'Content-Type': 'text/event-stream',
    })
    const text = events.map(({ event, data }) => eventText(event, data))
    if (!keepOpen) {
      response.end(text.join(''))
      return null
    }
    // A comment first, so the client sees the stream open even without events.
    response.write(`: open\n\n${text.join('')}`)
    return response
  }
  response.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json',
  })
  response.end(body === undefined ? '' : JSON.stringify(body))
  return null
}

const toHandler = (answer: Handler | Reply): Handler =>
  typeof answer === 'function' ? answer : () => answer

/**
 * A real HTTP server on a free port that plays the API, so tests go through
 * the real store and the real API client instead of a mocked axios.
 */
export async function startTestServer(
  routes: Record<string, Handler | Reply> = {},
): Promise<TestServer> {
  const handlers = new Map<string, Handler>()
  const requests: RecordedRequest[] = []
  const streams: { route: string; response: ServerResponse }[] = []
  let fallback = toHandler(NOT_FOUND)
  let inFlight = 0

  const on = (route: string, answer: Handler | Reply) => {
    handlers.set(route, toHandler(answer))
  }
  for (const [route, answer] of Object.entries(routes)) on(route, answer)

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://test')
    const path = url.pathname.replace(/^\/api/, '')
    const route = `${request.method} ${path}`
    const bytes = await readBytes(request)
    const body = parseBody(bytes)
    requests.push({
      route,
      url: `${path}${url.search}`,
      body,
      bytes,
      authorization: request.headers.authorization,
      headers: request.headers,
    })
    const open = send(response, await (handlers.get(route) ?? fallback)(body))
    if (open) {
      const stream = { route, response: open }
      streams.push(stream)
      open.on('close', () => streams.splice(streams.indexOf(stream), 1))
    }
  }

  const endStreams = (route?: string) => {
    for (const stream of [...streams]) {
      if (!route || stream.route === route) stream.response.end()
    }
  }

  const server = createServer((request, response) => {
    inFlight += 1
    response.on('close', () => {
      inFlight -= 1
    })
    void handle(request, response)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  // A request the page sent just before the test ended (a category switched
  // at the last moment) is answered rather than cut off mid-way, and so is the
  // one a reply leads to (an order placed, then the basket read again): the
  // server must have been idle for QUIET_MS, which a busy test worker needs.
  async function settle() {
    let quietFor = 0
    let seen = requests.length
    for (let waited = 0; waited < 2_000 && quietFor < QUIET_MS; waited += 50) {
      await delay(50)
      const idle = inFlight === 0 && seen === requests.length
      quietFor = idle ? quietFor + 50 : 0
      seen = requests.length
    }
  }

  return {
    baseURL: `http://127.0.0.1:${port}/api`,
    requests,
    on,
    otherwise: (answer) => {
      fallback = toHandler(answer)
    },
    push: (route, event, data) => {
      for (const stream of streams) {
        if (stream.route === route)
          stream.response.write(eventText(event, data))
      }
    },
    endStreams,
    bodiesOf: (route) =>
      requests.filter((entry) => entry.route === route).map((e) => e.body),
    reset: () => {
      endStreams()
      handlers.clear()
      requests.length = 0
      fallback = toHandler(NOT_FOUND)
    },
    close: async () => {
      endStreams()
      await settle()
      server.close()
      server.closeAllConnections()
      await once(server, 'close')
    },
  }
}

/** A promise and the function that settles it, to hold a reply open. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}
