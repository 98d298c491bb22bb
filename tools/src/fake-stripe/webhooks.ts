import Stripe from 'stripe'
import type { RecordedEvent } from './events'
import { postWebhook } from './post-webhook'

export type DeliveryMode = 'immediate' | 'hold'
export type Delivery = { eventId: string; type: string; status: number }
export type FlushOptions = {
  shuffle?: boolean
  duplicate?: boolean
  /** All deliveries at once, as Stripe's many senders do under load. */
  concurrent?: boolean
  /** Several API instances behind a load balancer: deliveries take turns among them. */
  urls?: readonly string[]
}
export type SendRawOptions = {
  secret?: string
  timestamp?: number
  signatureHeader?: string
}

/**
 * The webhook endpoint as Stripe's dashboard would hold it: one URL, one signing secret.
 * Events go out as they happen, or wait in a queue ('hold') until flush() so a test can
 * deliver them late, out of order or twice. Nothing is retried by itself: resend() is how
 * a test plays Stripe's retry.
 */
export class WebhookSender {
  private mode: DeliveryMode = 'immediate'
  private held: RecordedEvent[] = []
  private readonly inFlight = new Set<Promise<unknown>>()
  readonly log: Delivery[] = []

  constructor(
    private readonly secret: string,
    private url: string | null,
  ) {}

  setUrl(url: string) {
    this.url = url
  }

  setMode(mode: DeliveryMode) {
    this.mode = mode
  }

  /** A new event: sent now, or queued when held. With no URL set, nobody is listening. */
  async dispatch(event: RecordedEvent) {
    if (this.mode === 'hold') this.held.push(event)
    else if (this.url) await this.deliver(event)
  }

  /** Sends the held events one after another (or all at once), in the order the options make. */
  async flush({
    shuffle = false,
    duplicate = false,
    concurrent = false,
    urls,
  }: FlushOptions = {}) {
    const targets = urls ?? (this.url ? [this.url] : [])
    if (targets.length === 0 && this.held.length > 0) {
      throw new Error('fake Stripe: no webhook URL set, events stay held')
    }
    const queue = this.held.flatMap((event) =>
      duplicate ? [event, event] : [event],
    )
    this.held = []
    if (shuffle) shuffleInPlace(queue)
    const send = (event: RecordedEvent, i: number) =>
      this.deliver(event, targets[i % targets.length])
    if (concurrent) await Promise.all(queue.map(send))
    else for (const [i, event] of queue.entries()) await send(event, i)
  }

  deliver(event: RecordedEvent, url?: string) {
    return this.post(event.body, event, { secret: this.secret }, url)
  }

  /** Any body, signed as asked; recorded like a delivery (under the body's id when it has one). */
  sendRaw(payload: string, options: SendRawOptions = {}) {
    return this.post(payload, describe(payload), {
      secret: this.secret,
      ...options,
    })
  }

  /** Resolves once every delivery under way has been answered. */
  async idle() {
    await Promise.allSettled([...this.inFlight])
  }

  private post(
    payload: string,
    event: Pick<RecordedEvent, 'id' | 'type'>,
    { secret, timestamp, signatureHeader }: SendRawOptions,
    to?: string,
  ): Promise<number> {
    const url = to ?? this.url
    if (!url) throw new Error('fake Stripe: no webhook URL set')
    const signature =
      signatureHeader ??
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: secret ?? '',
        timestamp,
      })
    const sending = postWebhook(url, payload, signature).then((status) => {
      this.log.push({ eventId: event.id, type: event.type, status })
      return status
    })
    this.inFlight.add(sending)
    void sending.finally(() => this.inFlight.delete(sending))
    return sending
  }
}

function describe(payload: string): Pick<RecordedEvent, 'id' | 'type'> {
  try {
    const { id, type } = JSON.parse(payload) as { id?: unknown; type?: unknown }
    return { id: String(id ?? ''), type: String(type ?? '') }
  } catch {
    // A deliberately broken body has no id or type to record.
    return { id: '', type: '' }
  }
}

function shuffleInPlace<T>(items: T[]) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j] as T, items[i] as T]
  }
}
