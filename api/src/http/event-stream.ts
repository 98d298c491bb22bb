import type { FastifyReply, FastifyRequest } from 'fastify'

/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000

export type EventStream = {
  send(event: string, data: unknown): void
  /** Runs once when the client goes away. */
  onClose(cleanup: () => void): void
  /** Ends the stream from the server's side (the client reconnects and is asked again). */
  end(): void
}

/** Turns the reply into a server-sent event stream (text/event-stream) with a heartbeat. */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
): EventStream {
  reply.hijack()
  const raw = reply.raw
  // The CORS headers set on `reply` by the plugin must reach the raw response too.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value)
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise hold events back in its buffer.
    'x-accel-buffering': 'no',
  })
  raw.write('retry: 3000\n\n')
  const heartbeat = setInterval(
    () => raw.write(': keep-alive\n\n'),
    HEARTBEAT_MS,
  )
  request.raw.once('close', () => clearInterval(heartbeat))
  return {
    send: (event, data) =>
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    onClose: (cleanup) => request.raw.once('close', cleanup),
    end: () => raw.end(),
  }
}

/** How often an open stream's session is checked again. */
const SESSION_CHECK_MS = 5000

/**
 * Ends the stream within seconds of its session ending (signed out, removed, expired), on
 * whichever instance that happened: `authenticate` is asked again every few seconds.
 */
export function endWhenSignedOut(
  stream: EventStream,
  authenticate: () => Promise<unknown>,
) {
  const check = setInterval(() => {
    authenticate().catch(() => stream.end())
  }, SESSION_CHECK_MS)
  stream.onClose(() => clearInterval(check))
}
