import {
  ordersReply,
  reorderReply,
  submitOrderBody,
  submitOrderReply,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../http/authenticate'
import { errorReply, failures } from '../../http/envelope'
import { siteOrigin } from '../../http/site-origin'
import type { CartService } from '../cart/cart.service'
import type { SessionService } from '../session/session.service'
import { idempotencyHeaders, orderReference } from './order.schema'
import type { OrderService } from './order.service'

export const orderRoutes: FastifyPluginAsyncZod<{
  orders: OrderService
  cart: CartService
  sessions: SessionService
  /** Rings the boards open on this instance now (other instances find it by polling). */
  onPlaced: (orderId: string) => Promise<void>
  /** The site's origins (CORS_ORIGINS): Stripe sends the customer back to theirs. */
  siteOrigins: readonly string[]
}> = async (app, { orders, cart, sessions, onPlaced, siteOrigins }) => {
  const doc = (summary: string) => ({
    tags: ['orders'],
    summary,
    security: [{ bearerAuth: [] }],
  })

  app.post(
    '/user/order/submit',
    {
      // The token is checked before the body is read, so a stranger learns nothing from a 400.
      onRequest: requireUser(sessions),
      bodyLimit: 10 * 1024,
      schema: {
        ...doc('Places an order from the basket and empties the basket'),
        description:
          'Refused when the shop is closed, a delivery is asked for outside delivery hours, the basket is empty or has a dish that is off the menu, the address is not the customer’s or out of range, or a delivery is under the minimum.',
        headers: idempotencyHeaders,
        body: submitOrderBody,
        response: {
          201: submitOrderReply,
          ...failures.badRequest,
          ...failures.unauthorized,
          ...failures.notFound,
          413: errorReply,
          422: errorReply,
          502: errorReply,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await orders.submit(
        currentUser(request).id,
        request.body,
        request.headers['idempotency-key'] ?? null,
        siteOrigin(request.headers.origin, siteOrigins),
      )
      if (replayed) reply.header('idempotent-replayed', 'true')
      else await onPlaced(order._id)
      reply.code(201)
      return {
        status: true as const,
        message:
          order.order_status === 'awaiting_payment'
            ? `Order ${order.order_id} is waiting for your card payment.`
            : `Thank you! Your order ${order.order_id} has been placed.`,
        data: order,
      }
    },
  )

  app.get(
    '/user/order',
    {
      onRequest: requireUser(sessions),
      schema: {
        ...doc('The customer’s orders, most recently updated first'),
        response: { 200: ordersReply, ...failures.unauthorized },
      },
    },
    async (request) => {
      const list = await orders.listForUser(currentUser(request).id)
      return { status: true as const, data: list, orders: list }
    },
  )

  app.post(
    '/user/order/:orderId/reorder',
    {
      onRequest: requireUser(sessions),
      schema: {
        ...doc('Order again: puts a past order’s lines back in the basket'),
        description:
          'Today’s prices; lines whose dish or option is sold out or gone are left out and named. 422 NOTHING_TO_REORDER when none can be added, CART_LIMIT past the basket limits.',
        params: orderReference,
        response: {
          200: reorderReply,
          ...failures.unauthorized,
          ...failures.notFound,
          422: errorReply,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id
      const order = await orders.pastLines(userId, request.params.orderId)
      return {
        status: true as const,
        ...(await cart.addFromOrder(userId, order)),
      }
    },
  )
}
