import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setSession } from '../store/actions'
import { appStore } from '../store/app-store'
import { placedOrder } from '../testing/factories'
import { resetStore } from '../testing/reset-store'
import type { Order } from '../types/order'
import { configureApi } from './client'
import { watchOrder } from './order-stream'

// A real streaming server: the shared test server answers whole JSON bodies only.
let server: Server
let streams: ServerResponse[]
let requests: { url: string; authorization: string | undefined }[]
let answer: (res: ServerResponse) => void
let reloads = 0

const order = (status: string): Order =>
  placedOrder({
    _id: 'o1',
    order_id: '1042',
    order_status: status,
    payment_mode: 'COD',
    updatedAt: '2026-11-21T19:00:00.000Z',
    items: [],
  })

const sendOrder = (res: ServerResponse, status: string) =>
  res.write(`event: order\ndata: ${JSON.stringify(order(status))}\n\n`)

beforeEach(async () => {
  resetStore()
  streams = []
  requests = []
  reloads = 0
  answer = (res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.write('retry: 500\n\n')
  }
  server = createServer((req, res) => {
    requests.push({
      url: req.url ?? '',
      authorization: req.headers.authorization,
    })
    streams.push(res)
    answer(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  configureApi({
    baseURL: `http://127.0.0.1:${port}/api`,
    reload: () => {
      reloads += 1
    },
  })
  setSession('token-7')
})

afterEach(async () => {
  for (const res of streams) res.destroy()
  await new Promise((resolve) => server.close(resolve))
})

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('watchOrder', () => {
  it('hands on every order event of the stream, sent with the bearer token', async () => {
    const seen: string[] = []
    const stop = watchOrder('o1', { onOrder: (o) => seen.push(o.order_status) })
    await until(() => streams.length === 1)
    expect(requests[0]).toEqual({
      url: '/api/user/order/o1/events',
      authorization: 'Bearer token-7',
    })
    const [stream] = streams
    if (!stream) throw new Error('no stream')
    sendOrder(stream, 'pending')
    stream.write(': keep-alive\n\n')
    stream.write('event: order\ndata: {not json}\n\n')
    // An event may arrive in pieces.
    const text = `event: order\ndata: ${JSON.stringify(order('preparing'))}\n\n`
    stream.write(text.slice(0, 10))
    stream.write(text.slice(10))
    await until(() => seen.length === 2)
    expect(seen).toEqual(['pending', 'preparing'])
    stop()
  })

  it('reconnects after the stream drops, and says so meanwhile', async () => {
    let disconnects = 0
    const seen: string[] = []
    const stop = watchOrder('o1', {
      onOrder: (o) => seen.push(o.order_status),
      onDisconnect: () => {
        disconnects += 1
      },
    })
    await until(() => streams.length === 1)
    streams[0]?.end()
    await until(() => streams.length === 2, 4000)
    expect(disconnects).toBe(1)
    const second = streams[1]
    if (second) sendOrder(second, 'ready')
    await until(() => seen.includes('ready'))
    stop()
  })

  it('reads the whole event-stream format: data on several lines, CRLF, comments', async () => {
    const seen: Order[] = []
    const stop = watchOrder('o1', { onOrder: (o) => seen.push(o) })
    await until(() => streams.length === 1)
    const [stream] = streams
    if (!stream) throw new Error('no stream')
    const json = JSON.stringify(order('ready'), null, 2).split('\n')
    stream.write(': a comment\r\n')
    stream.write(
      `event: order\r\n${json.map((line) => `data: ${line}`).join('\r\n')}\r\n\r\n`,
    )
    await until(() => seen.length === 1)
    expect(seen[0]).toEqual(order('ready'))
    stop()
  })

  it('waits the pause the server asks for (retry:) before reconnecting', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('retry: 1500\n\n')
    }
    const stop = watchOrder('o1', { onOrder: () => {} })
    await until(() => streams.length === 1)
    const droppedAt = Date.now()
    streams[0]?.end()
    await until(() => streams.length === 2, 4000)
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(1400)
    stop()
  })

  it('stops for good after stop()', async () => {
    const stop = watchOrder('o1', { onOrder: () => {} })
    await until(() => streams.length === 1)
    stop()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(streams).toHaveLength(1)
  })

  it('gives up on an unknown order, and ends the session on a 401', async () => {
    answer = (res) => {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end('{"status":false,"message":"That order was not found."}')
    }
    let missing = false
    watchOrder('nope', {
      onOrder: () => {},
      onMissing: () => {
        missing = true
      },
    })
    await until(() => missing)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(streams).toHaveLength(1)

    answer = (res) => {
      res.writeHead(401, { 'content-type': 'application/json' })
      res.end('{"status":false,"message":"Please log in first."}')
    }
    watchOrder('o1', { onOrder: () => {} })
    await until(() => reloads === 1)
    expect(appStore.getState().token).toBeNull()
  })
})
