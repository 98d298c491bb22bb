import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * A clock the end-to-end suites can move forward (DEV_CLOCK=true, refused in production), so
 * "rejected after 10 minutes" is tested by moving time, not by waiting for it.
 */
export function createDevClock(base: () => Date) {
  let offsetMs = 0
  const now = () => new Date(base().getTime() + offsetMs)

  const routes: FastifyPluginAsyncZod = async (app) => {
    app.post(
      '/dev/clock',
      {
        schema: {
          hide: true,
          body: z.object({
            advanceMinutes: z
              .number()
              .min(0)
              .max(7 * 24 * 60),
          }),
          response: {
            200: z.object({
              status: z.literal(true),
              data: z.object({ now: z.string() }),
            }),
          },
        },
      },
      async (request) => {
        offsetMs += request.body.advanceMinutes * 60_000
        return { status: true as const, data: { now: now().toISOString() } }
      },
    )
  }
  return { now, routes }
}
