import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let doc: {
  openapi: string
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: unknown
        responses: Record<
          string,
          { content?: Record<string, { schema?: unknown }> }
        >
      }
    >
  >
}

beforeAll(async () => {
  t = await startTestApp({})
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
})
afterAll(() => t.close())

// Every call of SPEC section 7, then the staff and service endpoints. [method, path, has a body]
const ENDPOINTS: [string, string, boolean][] = [
  ['post', '/api/user/signup', true],
  ['post', '/api/user/login', true],
  ['post', '/api/user/verify-otp', true],
  ['get', '/api/user/get-profile', false],
  ['post', '/api/user/logout', false],
  ['post', '/api/user/logout-all', false],
  ['get', '/api/user/cart/get', false],
  ['post', '/api/user/cart/add-bulk', true],
  ['post', '/api/user/cart/del', true],
  ['post', '/api/user/cart/update-quantity', true],
  ['post', '/api/user/cart/get-delivery-fee', true],
  ['get', '/api/user/address/get', false],
  ['post', '/api/user/address/add', true],
  ['post', '/api/client/address/update', true],
  ['post', '/api/client/address/del', true],
  ['post', '/api/client/address/set_primary', true],
  ['post', '/api/user/order/submit', true],
  ['get', '/api/user/order', false],
  ['get', '/api/user/order/{orderId}', false],
  ['get', '/api/user/order/{orderId}/events', false],
  ['get', '/api/client/shop/settings', false],
  ['get', '/api/shop-status', false],
  ['get', '/api/menus', false],
  ['post', '/api/menu/menu_item', true],
  ['post', '/api/client/policy', true],
  ['post', '/api/search', true],
  ['get', '/api/blog', false],
  ['get', '/api/blog/{slug}', false],
  ['get', '/api/staff/orders', false],
  ['get', '/api/staff/orders/{reference}', false],
  ['post', '/api/staff/orders/{reference}/status', true],
  ['post', '/api/staff/orders/{reference}/advance', false],
  ['post', '/api/staff/orders/{reference}/accept', true],
  ['post', '/api/staff/orders/{reference}/reject', true],
  ['post', '/api/staff/orders/{reference}/ready-time', true],
  ['post', '/api/staff/orders/{reference}/acknowledge', false],
  ['post', '/api/staff/orders/{reference}/undo', false],
  ['get', '/api/staff/board', false],
  ['get', '/api/staff/board/events', false],
  ['post', '/api/staff/login', true],
  ['post', '/api/staff/verify-otp', true],
  ['get', '/api/staff/me', false],
  ['post', '/api/staff/logout', false],
  ['get', '/api/staff/accounts', false],
  ['post', '/api/staff/accounts', true],
  ['post', '/api/staff/accounts/{memberId}/remove', false],
  ['get', '/api/staff/audit', false],
  ['get', '/api/staff/menu', false],
  ['get', '/api/staff/shop', false],
  ['get', '/api/staff/hours', false],
  ['post', '/api/staff/hours', true],
  ['post', '/api/staff/hours/exceptions', true],
  ['post', '/api/staff/hours/exceptions/{date}/remove', false],
  ['get', '/api/staff/posts', false],
  ['post', '/api/staff/posts', true],
  ['get', '/api/staff/posts/{postId}', false],
  ['put', '/api/staff/posts/{postId}', true],
  ['post', '/api/staff/posts/{postId}/publish', true],
  ['post', '/api/staff/posts/{postId}/unpublish', true],
  ['get', '/api/staff/takings', false],
  ['get', '/api/staff/takings.csv', false],
  ['get', '/api/staff/takings/orders.csv', false],
  ['post', '/api/staff/shop/busy', true],
  ['post', '/api/staff/shop/busy/end', false],
  ['post', '/api/staff/shop/pause', true],
  ['post', '/api/staff/shop/resume', false],
  ['post', '/api/staff/menu/items/{itemId}/stock', true],
  ['post', '/api/staff/menu/options/{optionId}/stock', true],
  ['get', '/api/staff/catalogue', false],
  ['post', '/api/staff/catalogue/categories', true],
  ['put', '/api/staff/catalogue/categories/{categoryId}', true],
  ['put', '/api/staff/catalogue/category-order', true],
  ['put', '/api/staff/catalogue/categories/{categoryId}/dish-order', true],
  ['post', '/api/staff/catalogue/dishes', true],
  ['put', '/api/staff/catalogue/dishes/{dishId}', true],
  ['post', '/api/staff/catalogue/dishes/{dishId}/retire', true],
  ['post', '/api/staff/catalogue/dishes/{dishId}/restore', true],
  ['post', '/api/staff/catalogue/addon-groups', true],
  ['put', '/api/staff/catalogue/addon-groups/{groupId}', true],
  ['post', '/api/staff/photos', true],
  ['get', '/api/media/{id}/{file}', false],
  ['get', '/api/staff/site/texts', false],
  ['post', '/api/staff/site/texts', true],
  ['get', '/api/staff/site/contact', false],
  ['post', '/api/staff/site/contact', true],
  ['get', '/api/staff/site/money', false],
  ['post', '/api/staff/site/money', true],
  ['get', '/api/staff/policies/{policy}', false],
  ['post', '/api/staff/policies/{policy}', true],
  ['get', '/api/staff/policies/{policy}/versions/{number}', false],
  ['post', '/api/staff/policies/{policy}/versions/{number}/restore', true],
  ['get', '/api/dev/sms-outbox', false],
  ['get', '/api/health', false],
]

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1/)
  })

  it.each(ENDPOINTS)(
    'documents %s %s with its request and reply schemas',
    (method, path, hasBody) => {
      const operation = doc.paths[path]?.[method]
      expect(operation, `${method} ${path} is missing`).toBeDefined()
      if (!operation) return
      if (hasBody) expect(operation.requestBody).toBeDefined()
      const success = operation.responses['200'] ?? operation.responses['201']
      expect(success?.content?.['application/json']?.schema).toBeDefined()
      // Every failure a route documents uses the envelope.
      for (const [code, reply] of Object.entries(operation.responses)) {
        if (Number(code) < 400) continue
        expect(JSON.stringify(reply.content)).toMatch(
          /ErrorReply|RetryLaterReply|"status"/,
        )
      }
    },
  )

  it('documents an add-on option’s allergens: sent with a group, returned with it', () => {
    type Schema = {
      properties?: Record<string, Schema>
      items?: Schema
      required?: string[]
      enum?: string[]
    }
    const route = doc.paths['/api/staff/catalogue/addon-groups']?.post
    const body = route?.requestBody as
      | { content: Record<string, { schema: Schema }> }
      | undefined
    const reply = route?.responses['201']?.content?.['application/json']
      ?.schema as Schema | undefined
    const sent =
      body?.content['application/json']?.schema.properties?.options?.items
    const returned = reply?.properties?.data?.properties?.options?.items
    for (const option of [sent, returned]) {
      expect(option?.properties?.allergens?.items?.enum).toHaveLength(14)
    }
    // Optional when sent (a stored option keeps its own), always there when returned.
    expect(sent?.required).not.toContain('allergens')
    expect(returned?.required).toContain('allergens')
  })
})
