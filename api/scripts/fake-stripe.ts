// The fake Stripe for local development (`pnpm --filter @food/api fake-stripe`): card
// payments through Checkout work offline, and its webhooks reach the API on this machine.
import { type Delivery, startFakeStripe } from '@food/tools/fake-stripe'

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111)
const webhookUrl =
  process.env.FAKE_STRIPE_WEBHOOK_URL ??
  'http://localhost:4000/api/payments/stripe/webhook'
const webhookSecret =
  process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_fake_local_development_secret'

const fake = await startFakeStripe({ port, webhookUrl, webhookSecret })

console.log(`Fake Stripe (test mode) on ${fake.url}
Webhooks go to ${webhookUrl}

Start the API against it:
  STRIPE_SECRET_KEY=sk_test_fake_local_development STRIPE_WEBHOOK_SECRET=${webhookSecret} STRIPE_API_BASE=${fake.url} pnpm --filter @food/api dev
`)

// The fake has no delivery callback; polling its log keeps the test-facing API small.
let shown = 0
const watch = setInterval(() => {
  const deliveries = fake.deliveries()
  for (const delivery of deliveries.slice(shown))
    console.log(describe(delivery))
  shown = deliveries.length
}, 500)

function describe({ eventId, type, status }: Delivery) {
  const answer =
    status === 0 ? 'no answer (is the API running?)' : `HTTP ${status}`
  return `${new Date().toLocaleTimeString('en-GB')} ${type} ${eventId} → ${answer}`
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(watch)
    void fake.close().then(() => process.exit(0))
  })
}
