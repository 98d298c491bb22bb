import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const imagesRoot = fileURLToPath(
  new URL('../../assets/images', import.meta.url),
)

/** Serves the committed menu and blog illustrations under /images/. */
export async function imageRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: imagesRoot,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    // File names change when an image changes, so browsers may keep them for a year.
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff')
      // An SVG opened directly must not run script.
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'",
      )
    },
  })
}
