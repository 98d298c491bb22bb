import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

// Stripe gives an endpoint a while to answer before it counts the delivery as failed.
const TIMEOUT_MS = 10_000

/**
 * POSTs one webhook the way Stripe does and resolves with the HTTP status, or 0 when no
 * answer came (refused, reset, timed out). Each delivery has its own connection, so none
 * is left kept-alive for a server under test to trip over when it closes.
 */
export function postWebhook(
  url: string,
  payload: string,
  signature: string,
): Promise<number> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent: false,
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          accept: '*/*; q=0.5, application/xml',
          'cache-control': 'no-cache',
          'stripe-signature': signature,
          connection: 'close',
        },
      },
      (response) => {
        response.resume()
        response.once('end', () => resolve(response.statusCode ?? 0))
        response.once('error', () => resolve(0))
      },
    )
    outgoing.once('timeout', () => outgoing.destroy())
    outgoing.once('error', () => resolve(0))
    outgoing.end(payload)
  })
}
