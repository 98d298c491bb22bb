import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from './index'

// The fake is only trusted as far as the official library accepts it, so every API call
// here goes through `stripe`, and every webhook is checked with its constructEvent.
const SECRET = 'whsec_fake_stripe_suite'
const SUCCESS_URL = 'http://shop.test/orders/7?session={CHECKOUT_SESSION_ID}'
const CANCEL_URL = 'http://shop.test/basket'

let fake: FakeStripe
let stripe: Stripe
let receiver: Server
/** Every webhook that passed signature verification, in arrival order. */
const verified: Stripe.Event[] = []

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    try {
      const header = request.headers['stripe-signature'] ?? ''
      verified.push(stripe.webhooks.constructEvent(body, header, SECRET))
      response.writeHead(200).end()
    } catch {
      // A forged or stale signature: refused, as the API's webhook route must.
      response.writeHead(400).end()
    }
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  fake = await startFakeStripe({
    webhookSecret: SECRET,
    webhookUrl: `http://127.0.0.1:${port}/webhook`,
  })
  stripe = clientFor(fake)
})

afterAll(async () => {
  await fake.close()
  await new Promise((resolve) => receiver.close(resolve))
})

function clientFor(target: FakeStripe, config: Stripe.StripeConfig = {}) {
  const { hostname, port } = new URL(target.url)
  return new Stripe('sk_test_fake_stripe_suite', {
    host: hostname,
    port: Number(port),
    protocol: 'http',
    ...config,
  })
}

const sessionParams = (): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    {
      price_data: {
        currency: 'gbp',
        unit_amount: 450,
        product_data: {
          name: 'Fish & Chips [large]',
          description: 'Cod, 100% fresh',
        },
      },
      quantity: 2,
    },
    {
      price_data: {
        currency: 'gbp',
        unit_amount: 350,
        product_data: { name: 'Mushy peas' },
      },
      quantity: 1,
    },
  ],
  success_url: SUCCESS_URL,
  cancel_url: CANCEL_URL,
  client_reference_id: 'order-7',
  metadata: { order_id: '7' },
  payment_intent_data: { metadata: { order_id: '7' } },
})

const createSession = (options?: Stripe.RequestOptions) =>
  stripe.checkout.sessions.create(sessionParams(), options)

// Events caused by an API call or a page are not awaited by it (as with Stripe): wait.
async function waitUntil(isDone: () => boolean) {
  for (let waited = 0; waited < 2000 && !isDone(); waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const eventsFor = (type: string, objectId: string) =>
  verified.filter(
    (event) =>
      event.type === type &&
      (event.data.object as { id: string }).id === objectId,
  )

async function eventFor(type: string, objectId: string) {
  await waitUntil(() => eventsFor(type, objectId).length > 0)
  const [event] = eventsFor(type, objectId)
  if (!event) throw new Error(`no verified ${type} for ${objectId}`)
  return event
}

const sessionOf = (event: Stripe.Event) =>
  event.data.object as Stripe.Checkout.Session
const chargeOf = (event: Stripe.Event) => event.data.object as Stripe.Charge

describe('Checkout Sessions', () => {
  it('creates an open session that can be retrieved', async () => {
    const session = await createSession()
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 1250,
      currency: 'gbp',
      client_reference_id: 'order-7',
      metadata: { order_id: '7' },
      payment_intent: null,
      url: `${fake.url}/c/pay/${session.id}`,
    })
    expect(session.id).toMatch(/^cs_test_/)
    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    })
    expect(retrieved).toEqual(session)
  })

  it('replays a repeated Idempotency-Key instead of making a second session', async () => {
    const before = fake.sessions().length
    const first = await createSession({ idempotencyKey: 'double-tap' })
    const second = await createSession({ idempotencyKey: 'double-tap' })
    expect(second.id).toBe(first.id)
    expect(fake.sessions()).toHaveLength(before + 1)
    const keys = fake.requests().map((request) => request.idempotencyKey)
    expect(keys.filter((key) => key === 'double-tap')).toHaveLength(2)
  })

  it('refuses the same Idempotency-Key with other parameters', async () => {
    await createSession({ idempotencyKey: 'reused' })
    const other = { ...sessionParams(), client_reference_id: 'order-8' }
    await expect(
      stripe.checkout.sessions.create(other, { idempotencyKey: 'reused' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
  })

  it('names the missing or invalid parameter', async () => {
    const { success_url: _, ...withoutSuccessUrl } = sessionParams()
    await expect(
      stripe.checkout.sessions.create(withoutSuccessUrl),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'success_url',
      code: 'parameter_missing',
    })
    const misspelt = { ...sessionParams(), sucess_url: SUCCESS_URL }
    await expect(
      stripe.checkout.sessions.create(misspelt),
    ).rejects.toMatchObject({
      message: 'Received unknown parameter: sucess_url',
      param: 'sucess_url',
    })
    const tooSoon = Math.floor(Date.now() / 1000) + 60
    await expect(
      stripe.checkout.sessions.create({
        ...sessionParams(),
        expires_at: tooSoon,
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'expires_at',
    })
  })

  it('answers an unknown session with resource_missing', async () => {
    await expect(
      stripe.checkout.sessions.retrieve('cs_test_nothing'),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nothing'",
    })
  })

  it('refuses a live key', async () => {
    const live = new Stripe('sk_live_oops', {
      host: '127.0.0.1',
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    })
    await expect(
      live.checkout.sessions.retrieve('cs_test_x'),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
  })
})

describe('the hosted page', () => {
  it('shows the lines, the total and the Pay and Cancel buttons', async () => {
    const session = await createSession()
    const response = await fetch(session.url ?? '')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Fish &amp; Chips [large]')
    expect(html).toContain('Cod, 100% fresh')
    expect(html).toContain('£12.50')
    expect(html).toContain('>Pay £12.50</button>')
    expect(html).toContain('>Cancel</button>')
  })

  it('pays: redirects to the success URL and sends a verified checkout.session.completed', async () => {
    const session = await createSession()
    const response = await fetch(`${session.url}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id),
    )
    const paid = sessionOf(
      await eventFor('checkout.session.completed', session.id),
    )
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' })
    const intent = await stripe.paymentIntents.retrieve(
      String(paid.payment_intent),
    )
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 1250,
      metadata: { order_id: '7' },
    })
    const page = await (await fetch(session.url ?? '')).text()
    expect(page).toContain('This session has already been paid.')
    expect(page).not.toContain('</button>')
  })

  it('cancels: redirects to the cancel URL and leaves the session open', async () => {
    const session = await createSession()
    const response = await fetch(`${session.url}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(CANCEL_URL)
    const after = await stripe.checkout.sessions.retrieve(session.id)
    expect(after.status).toBe('open')
  })
})

describe('what Stripe does on its own', () => {
  it('expires an open session once, with checkout.session.expired', async () => {
    const session = await createSession()
    await fake.expire(session.id)
    const expired = sessionOf(
      await eventFor('checkout.session.expired', session.id),
    )
    expect(expired).toMatchObject({ status: 'expired', url: null })
    await expect(
      stripe.checkout.sessions.expire(session.id),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      message: 'This Checkout Session is not open and cannot be expired.',
    })
    const page = await (await fetch(session.url ?? '')).text()
    expect(page).toContain('This checkout session has expired.')
    expect(page).toContain(`href="${CANCEL_URL}"`)
  })

  it('expires a session when the API asks', async () => {
    const session = await createSession()
    const expired = await stripe.checkout.sessions.expire(session.id)
    expect(expired.status).toBe('expired')
    await eventFor('checkout.session.expired', session.id)
  })

  it('takes another amount than the session asked for when told to', async () => {
    const session = await createSession()
    await fake.pay(session.id, { amount: 999 })
    const paid = sessionOf(
      await eventFor('checkout.session.completed', session.id),
    )
    expect(paid.amount_total).toBe(999)
    const retrieved = await stripe.checkout.sessions.retrieve(session.id)
    expect(retrieved.amount_total).toBe(999)
  })

  it('completes a delayed payment unpaid, then reports that it failed', async () => {
    const session = await createSession()
    await fake.pay(session.id, { async: true })
    const completed = sessionOf(
      await eventFor('checkout.session.completed', session.id),
    )
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    })
    await fake.asyncResult(session.id, 'failed')
    const failed = sessionOf(
      await eventFor('checkout.session.async_payment_failed', session.id),
    )
    expect(failed.payment_status).toBe('unpaid')
    const intent = await stripe.paymentIntents.retrieve(
      String(failed.payment_intent),
    )
    expect(intent.status).toBe('requires_payment_method')
  })
})

describe('refunds', () => {
  it('refunds in parts, refuses more than is left, and sends charge.refunded each time', async () => {
    const session = await createSession()
    await fake.pay(session.id)
    const { payment_intent } = await stripe.checkout.sessions.retrieve(
      session.id,
    )
    const intentId = String(payment_intent)
    const part = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 500,
    })
    expect(part).toMatchObject({
      object: 'refund',
      amount: 500,
      status: 'succeeded',
    })
    await expect(
      stripe.refunds.create({ payment_intent: intentId, amount: 10_000 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message:
        'Refund amount (£100.00) is greater than unrefunded amount on charge (£7.50)',
    })
    const rest = await stripe.refunds.create({ payment_intent: intentId })
    expect(rest.amount).toBe(750)
    const charge = part.charge as string
    await waitUntil(() => eventsFor('charge.refunded', charge).length === 2)
    const refunded = eventsFor('charge.refunded', charge)
      .map(chargeOf)
      .map(({ amount_refunded, refunded }) => ({ amount_refunded, refunded }))
    expect(refunded).toEqual([
      { amount_refunded: 500, refunded: false },
      { amount_refunded: 1250, refunded: true },
    ])
    expect(
      fake.refunds().filter((refund) => refund.charge === charge),
    ).toHaveLength(2)
  })
})

describe('webhook delivery', () => {
  it('holds events until flush, then delivers each twice in any order', async () => {
    fake.setDelivery('hold')
    const sessions = [await createSession(), await createSession()]
    for (const session of sessions) await fake.pay(session.id)
    const held = fake.events().slice(-2)
    const seen = (id: string) =>
      fake.deliveries().filter((delivery) => delivery.eventId === id)
    expect(held.flatMap((event) => seen(event.id))).toEqual([])
    await fake.flush({ shuffle: true, duplicate: true })
    fake.setDelivery('immediate')
    for (const event of held) {
      expect(seen(event.id).map((delivery) => delivery.status)).toEqual([
        200, 200,
      ])
    }
  })

  it('resends an event with the same id and body', async () => {
    const session = await createSession()
    await fake.pay(session.id)
    const event = await eventFor('checkout.session.completed', session.id)
    expect(await fake.resend(event.id)).toBe(200)
    const copies = verified.filter((each) => each.id === event.id)
    expect(copies).toHaveLength(2)
    expect(copies[1]).toEqual(copies[0])
  })

  it('signs raw bodies as told, so forged and stale ones are refused', async () => {
    const { body } = fake.events()[0] ?? { body: '' }
    expect(await fake.sendRaw(body)).toBe(200)
    expect(await fake.sendRaw(body, { secret: 'whsec_forged' })).toBe(400)
    const hourAgo = Math.floor(Date.now() / 1000) - 3600
    expect(await fake.sendRaw(body, { timestamp: hourAgo })).toBe(400)
    expect(await fake.sendRaw(body, { signatureHeader: 'nonsense' })).toBe(400)
  })
})

describe('outages', () => {
  it('fails the next requests with api_error', async () => {
    const noRetries = clientFor(fake, { maxNetworkRetries: 0 })
    fake.failNextRequests(1)
    await expect(
      noRetries.checkout.sessions.create(sessionParams()),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError)
    await expect(
      noRetries.checkout.sessions.create(sessionParams()),
    ).resolves.toBeTruthy()
  })

  it("lets the library's retry through with its own idempotency key, making one session", async () => {
    const retrying = clientFor(fake, { maxNetworkRetries: 1 })
    const before = fake.sessions().length
    fake.failNextRequests(1)
    const session = await retrying.checkout.sessions.create(sessionParams())
    const posts = fake
      .requests()
      .filter((request) => request.path === '/v1/checkout/sessions')
      .slice(-2)
    expect(posts[0]?.idempotencyKey).toMatch(/^stripe-node-retry-/)
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey)
    expect(fake.sessions()).toHaveLength(before + 1)
    expect(session.status).toBe('open')
  })

  it('loses a reply after doing the work: the retry under the same key gets that work', async () => {
    const noRetries = clientFor(fake, { maxNetworkRetries: 0 })
    const before = fake.sessions().length
    // The library retries a closed connection once even with retries off.
    fake.loseNextReplies(2)
    await expect(
      noRetries.checkout.sessions.create(sessionParams(), {
        idempotencyKey: 'lost-reply',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError)
    expect(fake.sessions()).toHaveLength(before + 1)
    const replayed = await noRetries.checkout.sessions.create(sessionParams(), {
      idempotencyKey: 'lost-reply',
    })
    expect(fake.sessions()).toHaveLength(before + 1)
    expect(replayed.id).toBe(fake.sessions().at(-1)?.id)
  })
})
