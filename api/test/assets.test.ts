import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('images', () => {
  it('serves an SVG with its content type and a long cache header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/menu/pizza.svg',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.headers['cache-control']).toContain('max-age=31536000')
    expect(res.body).toContain('<svg')
  })

  it('answers a missing image with 404 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/menu/nope.svg',
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().status).toBe(false)
  })

  it('has a file for every image the menu and blog point to', async () => {
    const paths = await t.database.db.query<{ path: string }>(
      `select image as path from menu_items where image is not null
       union select image from menu_categories union select cover_image from blog_posts`,
    )
    expect(paths.length).toBeGreaterThanOrEqual(13)
    for (const { path } of paths) {
      expect(
        existsSync(fileURLToPath(new URL(`../assets${path}`, import.meta.url))),
      ).toBe(true)
    }
  })
})
