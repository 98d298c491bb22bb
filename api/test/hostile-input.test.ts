import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

// Replies the fuzzer (fuzz.test.ts) once got wrong: a 500, or a reply outside the envelope.

let t: TestApp
let port: number

beforeAll(async () => {
  t = await startTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t.close())

describe('a NUL or other control character where text reaches the database', () => {
  it.each(['%00', 'a%00b', '%0A%00'])(
    'in a blog slug (%s) is an unknown post, not a 500',
    async (slug) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/blog/${slug}`,
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        status: false,
        message: 'Blog not found',
        code: 'BLOG_NOT_FOUND',
      })
    },
  )

  it.each(['\u0000', 'cat-kebabs\u0000'])(
    'in a menu category id (%j) is a 400 naming the field',
    async (id) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/menu/menu_item',
        payload: { id },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        status: false,
        code: 'VALIDATION_ERROR',
      })
      expect(res.json().message).toContain('id')
    },
  )

  it.each(['\u0000', 'kebab\u0000'])(
    'in a search (%j) is a 400 naming the field',
    async (search) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { search },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        status: false,
        code: 'VALIDATION_ERROR',
      })
      expect(res.json().message).toContain('search')
    },
  )
})

describe('half a surrogate pair ("\\ud800"): valid JSON, but no text', () => {
  it.each([
    ['/api/search', '{"search":"kebab\\ud800"}'],
    [
      '/api/user/cart/add-bulk',
      '{"items":[{"menu_item_id":"\\ud800","quantity":1,"instructions":"","addons":[]}]}',
    ],
    ['/api/menu/menu_item', '{"id":"cat-kebabs","\\udfff":1}'],
  ])('in %s is a 400 in the envelope, not a 500', async (url, payload) => {
    const customer = await createCustomer(t, 'Cara')
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...customer.auth },
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      status: false,
      message: 'The request holds text that is not valid Unicode.',
      code: 'VALIDATION_ERROR',
    })
  })
})

describe('what fails before any route runs', () => {
  it.each([
    '/api/blog/%',
    '/api/blog/%zz',
    '/api/user/order/%E0%A4%A',
    '/api/staff/orders/%C0%AF',
  ])(
    'answers the broken escape in %s with a 400 in the envelope',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toContain('application/json')
      expect(res.json()).toEqual({
        status: false,
        message: 'This address is not valid: it has a broken % escape.',
        code: 'BAD_URL',
      })
    },
  )

  it('a path part over 200 characters is a 414 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/blog/${'x'.repeat(201)}`,
    })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual({
      status: false,
      message: 'A part of this address is too long.',
      code: 'BAD_URL',
    })
  })

  it('a slug of 101 to 200 characters, as the document allows, reaches the route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/blog/${'x'.repeat(150)}`,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().code).toBe('BLOG_NOT_FOUND')
  })

  it('headers over 16 kB get a 431 in the envelope on the socket', async () => {
    const reply = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            path: '/api/health',
            headers: { 'x-padding': 'x'.repeat(20_000) },
          },
          (res) => {
            let body = ''
            res.setEncoding('utf8')
            res.on('data', (chunk) => {
              body += chunk
            })
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
          },
        )
        req.on('error', reject)
        req.end()
      },
    )
    expect(reply.status).toBe(431)
    expect(JSON.parse(reply.body)).toEqual({
      status: false,
      message: 'The request headers are too large.',
      code: 'HEADERS_TOO_LARGE',
    })
  })
})
