import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFUSED_BODY_DRAIN_BYTES } from '../src/http/drain-refused-body'
import { createStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let port: number

beforeAll(async () => {
  t = await startTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  port = address.port
})
afterAll(() => t.close())

type Exchange = {
  /** Everything the server wrote back. */
  reply: string
  /** A failure while sending (EPIPE, ECONNRESET): what a browser shows as a network error. */
  sendError: string | null
  closedByServer: boolean
}

/**
 * Sends a request the way a browser sends a file: headers and the whole body at once, reading
 * nothing until it is all written. `followUp` is sent on the same socket once the reply arrived.
 */
function sendAtOnce(
  path: string,
  bodyBytes: number,
  {
    followUp,
    waitForClose = false,
    headers = '',
  }: { followUp?: string; waitForClose?: boolean; headers?: string } = {},
) {
  return new Promise<Exchange>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const result: Exchange = {
      reply: '',
      sendError: null,
      closedByServer: false,
    }
    let sentFollowUp = false
    socket.on('data', (chunk) => {
      result.reply += chunk.toString('latin1')
      if (
        followUp &&
        !sentFollowUp &&
        result.reply.includes('"status":false')
      ) {
        sentFollowUp = true
        socket.write(followUp)
      }
      if (waitForClose) return
      if (!followUp || result.reply.includes('"status":true')) socket.end()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      result.sendError = error.code ?? error.message
    })
    socket.on('close', () => {
      result.closedByServer = !socket.writableEnded
      resolve(result)
    })
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}` +
        `Content-Length: ${bodyBytes}\r\n\r\n`,
    )
    socket.write(Buffer.alloc(bodyBytes, 'a'))
  })
}

describe('a body over the limit, sent in one go', () => {
  it.each(['/api/user/login', '/api/search', '/api/no-such-path'])(
    'gets the 413 reply at %s, not a dropped connection',
    async (path) => {
      const exchange = await sendAtOnce(path, 11 * 1024 * 1024)
      expect(exchange.sendError).toBeNull()
      expect(exchange.reply).toMatch(/^HTTP\/1\.1 413 /)
      const body = exchange.reply.slice(exchange.reply.indexOf('\r\n\r\n') + 4)
      expect(JSON.parse(body)).toEqual({
        status: false,
        message: 'This request is too large.',
        code: 'BODY_TOO_LARGE',
      })
    },
  )

  it('tells the owner a photo over 15 MB is too large, in the upload’s own words', async () => {
    const owner = await createStaff(t, 'owner')
    const exchange = await sendAtOnce('/api/staff/photos', 16 * 1024 * 1024, {
      headers: `Authorization: ${owner.auth.authorization}\r\n`,
    })
    expect(exchange.sendError).toBeNull()
    expect(exchange.reply).toMatch(/^HTTP\/1\.1 413 /)
    expect(exchange.reply).toContain('This photo is too large (max 15 MB)')
  })

  it('leaves the connection usable for the next request once the body is read', async () => {
    const exchange = await sendAtOnce('/api/user/login', 2 * 1024 * 1024, {
      followUp: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
    })
    expect(exchange.sendError).toBeNull()
    expect(exchange.reply).toMatch(/^HTTP\/1\.1 413 /)
    expect(exchange.reply).toMatch(/HTTP\/1\.1 200 [\s\S]*"status":true/)
  })

  it('closes the connection once more than the cap has been thrown away', async () => {
    const exchange = await sendAtOnce(
      '/api/user/login',
      REFUSED_BODY_DRAIN_BYTES + 8 * 1024 * 1024,
      { waitForClose: true },
    )
    expect(exchange.reply).toMatch(/^HTTP\/1\.1 413 /)
    expect(exchange.closedByServer).toBe(true)
  })
})
