import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from './page-renderer'
import { sendPage } from './send-page'

const config = {
  apiBase: 'https://api.example.co.uk/api',
  remotes: {},
  remoteTimeoutMs: 10_000,
}
let page: Page
let base: string
const server = createServer((req, res) => sendPage(req, res, page))

beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
})

describe('sendPage', () => {
  it('answers a moved post with 301 and its address, asked again by browsers', async () => {
    page = {
      status: 301,
      html: '',
      config,
      isServerRendered: true,
      movedTo: '/news-and-insights/doner-night?utm_source=flyer',
    }
    const res = await fetch(`${base}/news-and-insights/old`, {
      redirect: 'manual',
    })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(
      '/news-and-insights/doner-night?utm_source=flyer',
    )
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toBe('')
  })

  it('sends a page as HTML with its status', async () => {
    page = { status: 200, html: '<p>Hi</p>', config, isServerRendered: true }
    const res = await fetch(`${base}/about`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toBe('<p>Hi</p>')
  })
})
