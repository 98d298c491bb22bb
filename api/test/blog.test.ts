import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

type Post = {
  slug: string
  createdAt: string
  publishedAt: string
  tags: string[]
  content: string
}

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('GET /api/blog', () => {
  it('lists at least six posts, newest published first, with every field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog' })
    expect(res.statusCode).toBe(200)
    const { status, posts } = res.json() as { status: boolean; posts: Post[] }
    expect(status).toBe(true)
    expect(posts.length).toBeGreaterThanOrEqual(6)
    const dates = posts.map((p) => p.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(Object.keys(posts[0] ?? {}).sort()).toEqual(
      [
        '_id',
        'author',
        'content',
        'coverImage',
        'coverPhoto',
        'createdAt',
        'excerpt',
        'publishedAt',
        'slug',
        'tags',
        'title',
        'updatedAt',
      ].sort(),
    )
  })
})

describe('GET /api/blog/:slug', () => {
  it('returns one post by slug', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/blog/why-we-still-cook-over-charcoal',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: true,
      post: {
        slug: 'why-we-still-cook-over-charcoal',
        coverImage: '/images/blog/charcoal-grill.svg',
        tags: ['kitchen', 'kebabs'],
      },
    })
  })

  it('keeps hostile markup in content as text for the frontend to escape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/blog/how-we-keep-our-website-safe',
    })
    const { content } = res.json().post
    expect(content).toContain('<script>alert(1)</script>')
    expect(content).toContain('](javascript:alert(1))')
  })

  it('answers an unknown slug with 404 Blog not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/blog/no-such-post',
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      status: false,
      message: 'Blog not found',
      code: 'BLOG_NOT_FOUND',
    })
  })
})
