import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env'

/**
 * Headers on every reply. The API answers JSON only, so its policy allows nothing to
 * load or run from a reply opened in a browser; routes that need more (the images)
 * set their own policy, which is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  const strictTransport =
    env.NODE_ENV === 'production'
      ? 'max-age=31536000; includeSubDomains'
      : undefined
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff')
    reply.header('Referrer-Policy', 'no-referrer')
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
    if (strictTransport)
      reply.header('Strict-Transport-Security', strictTransport)
    done(null, payload)
  })
}
