import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One message Twilio's Messages API accepted (answered 201). */
type TwilioMessage = {
  sid: string
  to: string
  from: string
  body: string
  /** performance.now() of the stand-in's process when it accepted it. */
  acceptedAt: number
}

export type FakeTwilio = {
  /** The API base to give the API as TWILIO_API_BASE. */
  url: string
  /** Every request that reached the stand-in, accepted or not. */
  requests(): number
  messages(): TwilioMessage[]
  /** The newest sign-in code texted to a mobile (10 digits), as a CodeReader reads it. */
  latestCode(apiBase: string, mobile: string): Promise<string | null>
  /** The next `count` sends answer 503, as Twilio does when it is in trouble. */
  failNext(count: number): void
  /** While on, sends are read and never answered (a provider that hangs). */
  hang(isOn: boolean): void
  /** Resolves when a request arrives (e.g. to kill the API while a send is in flight). */
  nextRequest(): Promise<void>
  close(): Promise<void>
}

async function readForm(request: IncomingMessage) {
  let body = ''
  for await (const chunk of request) body += chunk
  return new URLSearchParams(body)
}

const MESSAGES_PATH =
  /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/

/**
 * A stand-in for api.twilio.com that speaks its Messages API (form-encoded POST, basic auth,
 * 201 with the message's JSON), for tests that must not reach the internet.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accepted: TwilioMessage[] = []
  let requests = 0
  let failures = 0
  let isHanging = false
  let waiters: (() => void)[] = []
  const server: Server = createServer(async (request, response) => {
    const match = MESSAGES_PATH.exec(request.url ?? '')
    if (request.method !== 'POST' || !match) {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(
        '{"code":20404,"message":"The requested resource was not found","status":404}',
      )
      return
    }
    const form = await readForm(request)
    requests += 1
    for (const wake of waiters) wake()
    waiters = []
    if (isHanging) return
    if (failures > 0) {
      failures -= 1
      response.writeHead(503, {
        'content-type': 'application/json',
        connection: 'close',
      })
      response.end(
        '{"code":20503,"message":"Service unavailable","status":503}',
      )
      return
    }
    const message: TwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to: form.get('To') ?? '',
      from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
      body: form.get('Body') ?? '',
      acceptedAt: performance.now(),
    }
    accepted.push(message)
    response.writeHead(201, {
      'content-type': 'application/json',
      connection: 'close',
    })
    response.end(
      JSON.stringify({
        sid: message.sid,
        account_sid: match[1],
        to: message.to,
        from: message.from,
        body: message.body,
        status: 'queued',
        num_segments: '1',
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    messages: () => [...accepted],
    async latestCode(_apiBase, mobile) {
      const texts = accepted.filter((message) => message.to === `+44${mobile}`)
      for (const message of texts.reverse()) {
        // "Your Anatolia Grill code is 1234. It expires in 5 minutes."
        const code = /\bcode is (\d{4})\b/.exec(message.body)?.[1]
        if (code) return code
      }
      return null
    },
    failNext(count) {
      failures = count
    },
    hang(isOn) {
      isHanging = isOn
    },
    nextRequest: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
