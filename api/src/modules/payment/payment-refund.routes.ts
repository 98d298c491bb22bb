import { formatMoney } from '@food/shared/format'
import { refundBody, staffOrderReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReply, failures } from '../../http/envelope'
import { orderReference } from '../kitchen/kitchen.schema'
import type { KitchenService } from '../kitchen/kitchen.service'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import { refundHeaders } from './payment.schema'
import type { Refunds } from './payment-refunds'

/** The owner gives money back on an order paid online (part of it, or the rest). */
export const paymentRefundRoutes: FastifyPluginAsyncZod<{
  refunds: Refunds
  kitchen: KitchenService
  sessions: StaffSessionService
}> = async (app, { refunds, kitchen, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions, 'owner'))

  app.post(
    '/staff/orders/:reference/refund',
    {
      bodyLimit: 2048,
      schema: {
        ...kitchenDoc('Refunds part of an order paid online (owner)', 'owner'),
        params: orderReference,
        headers: refundHeaders,
        body: refundBody,
        response: {
          200: staffOrderReply,
          ...failures.badRequest,
          ...signedInRefusals,
          ...failures.notFound,
          422: errorReply,
          502: errorReply,
        },
      },
    },
    async (request) => {
      const by = currentStaff(request)
      const order = await kitchen.get(request.params.reference)
      await refunds.refundPart(
        by,
        order._id,
        request.body.amount,
        request.body.reason,
        request.headers['idempotency-key'],
      )
      return {
        status: true as const,
        message: `Refunded ${formatMoney(request.body.amount)} on order ${order.order_id}.`,
        data: await kitchen.get(order._id),
      }
    },
  )
}
