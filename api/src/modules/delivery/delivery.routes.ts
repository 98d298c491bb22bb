import { deliveryFeeBody, deliveryFeeReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/authenticate'
import { errorReply, failures } from '../../http/envelope'
import type { SessionService } from '../session/session.service'
import type { DeliveryService } from './delivery.service'

export const deliveryRoutes: FastifyPluginAsyncZod<{
  delivery: DeliveryService
  sessions: SessionService
}> = async (app, { delivery, sessions }) => {
  app.post(
    '/user/cart/get-delivery-fee',
    {
      onRequest: requireUser(sessions),
      bodyLimit: 10 * 1024,
      schema: {
        tags: ['delivery'],
        summary: 'Delivery fee and road miles to a Belfast postcode',
        security: [{ bearerAuth: [] }],
        body: deliveryFeeBody,
        response: {
          200: deliveryFeeReply,
          ...failures.badRequest,
          ...failures.unauthorized,
          413: errorReply,
          422: errorReply,
        },
      },
    },
    async (request) => {
      const data = await delivery.quote(request.body.postcode)
      return { status: true as const, ...data, data }
    },
  )
}
