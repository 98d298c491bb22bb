import type { FastifyReply } from 'fastify'
import type { z } from 'zod'

/**
 * Each object checked against `schema` and turned into JSON once, then reused for as long as
 * the object lives: for replies assembled from objects held in memory (the search index's
 * dishes), which the route's serializer would otherwise check and stringify on every request.
 */
export function serializeOnce<T extends object>(schema: z.ZodType<T>) {
  const serialized = new WeakMap<T, string>()
  return (value: T): string => {
    let json = serialized.get(value)
    if (json === undefined) {
      json = JSON.stringify(schema.parse(value))
      serialized.set(value, json)
    }
    return json
  }
}

/** Sends JSON already checked and serialized (serializeOnce, createCachedReply) as it is. */
export function sendSerialized(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json)
}
