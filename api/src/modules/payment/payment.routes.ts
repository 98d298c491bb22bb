import { paymentOrderReply, webhookReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BadRequestError } from '../../errors'
import { currentUser, requireUser } from '../../http/authenticate'
import { errorReply, failures } from '../../http/envelope'
import type { SessionService } from '../session/session.service'
import { eventProblem, orderIdParams } from './payment.schema'
import type { PaymentService } from './payment.service'
import type { Settlement } from './payment-settlement'
import type { StripeGateway } from './stripe-gateway'

// Stripe's events are a few kilobytes; nothing bigger is read.
const WEBHOOK_BODY_LIMIT = 256 * 1024

/** The customer's return from Stripe's page: confirm (paid?) or cancel (back to the basket). */
export const paymentRoutes: FastifyPluginAsyncZod<{
  payment: PaymentService
  sessions: SessionService
}> = async (app, { payment, sessions }) => {
  const schema = (summary: string, description: string) => ({
    tags: ['orders'],
    summary,
    description,
    security: [{ bearerAuth: [] }],
    params: orderIdParams,
    response: {
      200: paymentOrderReply,
      ...failures.unauthorized,
      ...failures.notFound,
      502: errorReply,
    },
  })

  app.post(
    '/user/order/:id/payment/confirm',
    {
      onRequest: requireUser(sessions),
      schema: schema(
        'The order once Stripe has said whether it is paid',
        'Asks Stripe when no webhook has settled the order yet; still awaiting_payment while unpaid.',
      ),
    },
    async (request) => ({
      status: true as const,
      data: await payment.confirm(currentUser(request).id, request.params.id),
    }),
  )

  app.post(
    '/user/order/:id/payment/cancel',
    {
      onRequest: requireUser(sessions),
      schema: schema(
        'Cancels an unpaid online order (the customer left Stripe’s page)',
        'The Checkout Session is closed first; if it was paid meanwhile, the paid order is returned.',
      ),
    },
    async (request) => {
      const order = await payment.cancel(
        currentUser(request).id,
        request.params.id,
      )
      return {
        status: true as const,
        message:
          order.order_status === 'cancelled'
            ? 'Payment cancelled: nothing was charged. Your basket is as you left it.'
            : `Your payment went through: order ${order.order_id} is placed.`,
        data: order,
      }
    },
  )
}

/**
 * Stripe's events. The signature covers the exact bytes sent, so this route reads the body
 * raw (its own parser, in this plugin only) and believes nothing it cannot verify.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  gateway: StripeGateway
  settlement: Settlement
}> = async (app, { gateway, settlement }) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  app.post(
    '/payments/stripe/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: 'Receives Stripe’s events (signed with STRIPE_WEBHOOK_SECRET)',
        description:
          'Handles checkout.session.completed, .async_payment_succeeded, .expired, .async_payment_failed and charge.refunded; a replayed event id changes nothing.',
        response: { 200: webhookReply, ...failures.badRequest },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature']
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw new BadRequestError(
          'This is not a signed Stripe event.',
          'WEBHOOK_SIGNATURE_INVALID',
        )
      }
      let event: ReturnType<StripeGateway['verifyEvent']>
      try {
        event = gateway.verifyEvent(request.body, signature)
      } catch {
        throw new BadRequestError(
          'The Stripe signature is wrong or too old: event refused.',
          'WEBHOOK_SIGNATURE_INVALID',
        )
      }
      const problem = eventProblem(event)
      if (problem) {
        // Nothing of it is stored: Stripe never sends this, so someone holds the secret.
        throw new BadRequestError(
          `The Stripe event is malformed (${problem}): nothing was changed.`,
          'WEBHOOK_EVENT_INVALID',
        )
      }
      const fresh = await settlement.handleEvent(event)
      return {
        status: true as const,
        message: fresh ? `Handled ${event.type}.` : 'Already handled.',
      }
    },
  )
}
