import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { createReadCache, type ReadCacheOptions } from '../db/read-cache'
import { sendSerialized } from './serialized-json'

export type CachedReplyOptions<T> = ReadCacheOptions & {
  /** The route's 200 schema: the reply is checked and serialized once, as the route would. */
  schema: z.ZodType<T>
  load: () => Promise<T>
}

/**
 * A JSON reply kept in memory for ttlMs (see createReadCache), serialized once, with an ETag
 * so that a client holding it gets 304.
 */
export function createCachedReply<T>({
  schema,
  load,
  ...cache
}: CachedReplyOptions<T>) {
  const snapshot = createReadCache(async () => {
    const body = JSON.stringify(schema.parse(await load()))
    const hash = createHash('sha256').update(body).digest('base64url')
    return { body, etag: `"${hash.slice(0, 27)}"` }
  }, cache)

  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      const { body, etag } = await snapshot.get()
      // no-cache: a browser may keep it but asks again each time (and gets 304 if unchanged).
      reply.header('etag', etag).header('cache-control', 'no-cache')
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply.code(304).send()
      }
      return sendSerialized(reply, body)
    },
  }
}

/** If-None-Match holds a list of tags, possibly weak (W/"…"), or *. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}
