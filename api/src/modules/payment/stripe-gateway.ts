import type Stripe from 'stripe'
import type { StripeConfig } from '../../config/env'
import { UnprocessableError, UpstreamError } from '../../errors'

/** What a Checkout Session is made from: one line for the order's exact total. */
export type CheckoutRequest = {
  orderId: string
  orderNumber: string
  amount: number
  name: string
  description: string
  successUrl: string
  cancelUrl: string
  /** When Stripe closes the session unpaid. */
  expiresAt: Date
  /** Stripe's idempotency key: a double tap or a retried submit makes one session. */
  key: string
}

export type StripeSession = Stripe.Checkout.Session
export type StripeEvent = Stripe.Event

const unavailable = (error: unknown) =>
  new UpstreamError(
    'PAYMENT_PROVIDER_ERROR',
    'We could not reach our card payment provider. Nothing was charged: please try again, or pay on delivery.',
    error,
  )

/**
 * The only place the `stripe` library is called: sessions, refunds and webhook signatures.
 * Loaded only when Stripe's keys are set (~8 MB an API without online payment never needs).
 */
export async function createStripeGateway(config: StripeConfig) {
  const { default: Stripe } = await import('stripe')
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(config.apiBase && {
      host: config.apiBase.hostname,
      port: Number(config.apiBase.port) || undefined,
      protocol: config.apiBase.protocol === 'http:' ? 'http' : 'https',
    }),
  })

  return {
    async createCheckout(request: CheckoutRequest): Promise<StripeSession> {
      const metadata = {
        order_id: request.orderId,
        order_number: request.orderNumber,
      }
      try {
        return await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.orderNumber,
            metadata,
            payment_intent_data: {
              metadata,
              description: `Order ${request.orderNumber}`,
            },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'gbp',
                  unit_amount: request.amount,
                  product_data: {
                    name: request.name,
                    description: request.description,
                  },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.key },
        )
      } catch (error) {
        throw unavailable(error)
      }
    },

    async retrieveSession(id: string): Promise<StripeSession> {
      try {
        return await stripe.checkout.sessions.retrieve(id)
      } catch (error) {
        throw unavailable(error)
      }
    },

    /** Closes an open session; a session no longer open (paid meanwhile) is returned as it is. */
    async expireSession(id: string): Promise<StripeSession> {
      try {
        return await stripe.checkout.sessions.expire(id)
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return this.retrieveSession(id)
        }
        throw unavailable(error)
      }
    },

    /** Gives back `amount` pence of a payment; the same key refunds once. */
    async refund(request: {
      paymentIntent: string
      amount: number
      key: string
      orderId: string
    }): Promise<{ id: string; amount: number }> {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentIntent,
            amount: request.amount,
            metadata: { order_id: request.orderId },
          },
          { idempotencyKey: request.key },
        )
        return { id: refund.id, amount: refund.amount }
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'amount_too_large'
        ) {
          throw new UnprocessableError(
            'REFUND_TOO_LARGE',
            'Stripe refused: that is more than is left to refund on this payment.',
          )
        }
        throw new UpstreamError(
          'PAYMENT_PROVIDER_ERROR',
          'Stripe did not answer: nothing was refunded. Try again in a minute.',
          error,
        )
      }
    },

    /** The event in a webhook, if Stripe signed exactly these bytes recently; else it throws. */
    verifyEvent(rawBody: Buffer, signature: string): StripeEvent {
      return stripe.webhooks.constructEvent(
        rawBody,
        signature,
        config.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      )
    },
  }
}

/** How old a signed webhook may be (Stripe's own default): older ones may be replays. */
const WEBHOOK_TOLERANCE_SECONDS = 300

export type StripeGateway = Awaited<ReturnType<typeof createStripeGateway>>
