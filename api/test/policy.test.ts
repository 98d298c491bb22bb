import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('POST /api/client/policy', () => {
  it.each([
    ['privacy', 'Privacy Policy', 'UK GDPR'],
    ['terms', 'Terms and Conditions', 'Northern Ireland'],
  ])('returns the %s text', async (policy, title, mention) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/policy',
      payload: { policy },
    })
    expect(res.statusCode).toBe(200)
    const { status, data } = res.json()
    expect(status).toBe(true)
    expect(data).toMatchObject({ policy, title })
    expect(data.content).toContain('Anatolia Grill Belfast')
    expect(data.content).toContain(mention)
    expect(data.content).toMatch(/^## /m)
    expect(new Date(data.updatedAt).toString()).not.toBe('Invalid Date')
  })

  it('answers an unknown policy with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/policy',
      payload: { policy: 'cookies' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_ERROR',
    })
    expect(res.json().message).toContain('policy')
  })
})
