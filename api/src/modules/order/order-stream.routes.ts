import { eventStreamReply, orderReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RetryLaterError } from '../../errors'
import { currentUser, requireUser } from '../../http/authenticate'
import { errorReply, failures, retryLaterReply } from '../../http/envelope'
import { endWhenSignedOut, openEventStream } from '../../http/event-stream'
import type { SessionService } from '../session/session.service'
import { orderReference } from './order.schema'
import type { OrderService } from './order.service'
import type { OrderEvents } from './order-events'

/** Open streams one customer may hold (a few tabs and devices), and the whole server. */
const MAX_STREAMS_PER_CUSTOMER = 5
const MAX_STREAMS = 2000

export const orderStreamRoutes: FastifyPluginAsyncZod<{
  orders: OrderService
  events: OrderEvents
  sessions: SessionService
}> = async (app, { orders, events, sessions }) => {
  const perCustomer = new Map<string, number>()
  let open = 0
  app.addHook('onClose', async () => events.close())

  const doc = (summary: string) => ({
    tags: ['orders'],
    summary,
    security: [{ bearerAuth: [] }],
    params: orderReference,
  })

  app.get(
    '/user/order/:orderId',
    {
      onRequest: requireUser(sessions),
      schema: {
        ...doc('One of the customer’s orders'),
        response: {
          200: orderReply,
          ...failures.unauthorized,
          ...failures.notFound,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await orders.getForUser(
        currentUser(request).id,
        request.params.orderId,
      ),
    }),
  )

  app.get(
    '/user/order/:orderId/events',
    {
      onRequest: requireUser(sessions),
      schema: {
        ...doc('Live updates of one order (text/event-stream)'),
        description:
          'Server-sent events: an `order` event with the order now and after every change, and a comment line every 20 s. Send the bearer token in the Authorization header (read the stream with fetch). The stream ends within seconds of the session ending (signed out on any device).',
        response: {
          200: eventStreamReply,
          ...failures.unauthorized,
          ...failures.notFound,
          429: retryLaterReply,
          500: errorReply,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      // 404 before the stream opens, so a wrong id is an ordinary JSON refusal.
      const order = await orders.getForUser(user.id, request.params.orderId)
      const mine = perCustomer.get(user.id) ?? 0
      if (mine >= MAX_STREAMS_PER_CUSTOMER || open >= MAX_STREAMS) {
        throw new RetryLaterError(
          429,
          'TOO_MANY_STREAMS',
          'Too many live order views are open. Close one and try again.',
          30,
        )
      }
      perCustomer.set(user.id, mine + 1)
      open += 1

      const stream = openEventStream(request, reply)
      // Signed out here or on another device ("Sign out everywhere"): the updates stop.
      endWhenSignedOut(stream, () =>
        sessions.authenticate(request.headers.authorization),
      )
      const unsubscribe = await events.subscribe(user.id, order._id, (view) =>
        stream.send('order', view),
      )

      stream.onClose(() => {
        unsubscribe()
        open -= 1
        const left = (perCustomer.get(user.id) ?? 1) - 1
        if (left > 0) perCustomer.set(user.id, left)
        else perCustomer.delete(user.id)
      })
    },
  )
}
