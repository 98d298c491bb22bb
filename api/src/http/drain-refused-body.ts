import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * How much of a refused body is read and thrown away so its sender sees the reply. A browser
 * sends a whole file before it reads anything: closing the socket under it (what Fastify does
 * after a 413) turns the clear message into a network error. Past this, the socket is closed.
 */
export const REFUSED_BODY_DRAIN_BYTES = 64 * 1024 * 1024

/**
 * Answers first, then reads and discards the rest of the body (up to the cap) instead of
 * closing the connection while the client is still sending.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw
  if (raw.complete) return
  // Node would close the socket as soon as the reply is written; keep it while the rest arrives.
  reply.removeHeader('connection')
  let discarded = 0
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > REFUSED_BODY_DRAIN_BYTES) raw.socket.destroy()
  })
  raw.resume()
}
