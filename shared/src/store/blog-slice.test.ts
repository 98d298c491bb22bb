import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '../api/client'
import { rawBlogPost } from '../testing/factories'
import { resetStore } from '../testing/reset-store'
import { startTestServer, type TestServer } from '../testing/test-server'
import {
  clearBlogList,
  fetchBlogDetail,
  fetchBlogList,
  removeBlogDetail,
} from './actions'
import { useAppStore } from './app-store'

let server: TestServer
const state = () => useAppStore.getState()

beforeAll(async () => {
  server = await startTestServer()
  configureApi({ baseURL: server.baseURL, reload: () => {} })
})
afterAll(() => server.close())
beforeEach(() => resetStore())

describe('blog list', () => {
  it('on start sets loading and clears the error, keeping the items', async () => {
    const previous = [{ ...rawBlogPost(), coverImageUrl: null, author: null }]
    useAppStore.setState({
      blogList: { items: previous as never, loading: false, error: 'old' },
    })
    server.on('GET /blog', {
      status: 200,
      body: { status: true, posts: [] },
    })
    const done = fetchBlogList()
    expect(state().blogList).toEqual({
      items: previous,
      loading: true,
      error: null,
    })
    await done
  })

  it('on success replaces the items with the normalised posts', async () => {
    server.on('GET /blog', {
      status: 200,
      body: {
        status: true,
        posts: [rawBlogPost(), rawBlogPost({ slug: 'two', coverImage: null })],
      },
    })
    await fetchBlogList()
    const { items, loading, error } = state().blogList
    expect(loading).toBe(false)
    expect(error).toBeNull()
    expect(items.map((post) => post.coverImageUrl)).toEqual([
      `${server.baseURL}/images/blog/doner.jpg`,
      null,
    ])
  })

  it('on success with no posts stores an empty list', async () => {
    server.on('GET /blog', { status: 200, body: { status: true } })
    await fetchBlogList()
    expect(state().blogList).toEqual({ items: [], loading: false, error: null })
  })

  it.each([
    [
      'the server message',
      { status: 500, body: { status: false, message: 'DB down' } },
      'DB down',
    ],
    [
      'Failed to load blogs without one',
      { status: 500, body: { status: false } },
      'Failed to load blogs',
    ],
    [
      'Failed to load blogs when the socket closes',
      'hang-up' as const,
      'Failed to load blogs',
    ],
  ])('on failure stops loading and stores %s', async (_, reply, message) => {
    server.on('GET /blog', reply)
    await fetchBlogList()
    expect(state().blogList).toMatchObject({ loading: false, error: message })
  })

  it('clearBlogList empties the items and clears the error', () => {
    useAppStore.setState({
      blogList: { items: [rawBlogPost()] as never, loading: false, error: 'x' },
    })
    clearBlogList()
    expect(state().blogList).toEqual({ items: [], loading: false, error: null })
  })
})

describe('blog detail per slug', () => {
  it('on start keeps the previous item of that slug, sets loading, clears the error', async () => {
    server.on('GET /blog/a', {
      status: 200,
      body: { status: true, post: rawBlogPost({ slug: 'a' }) },
    })
    await fetchBlogDetail('a')
    const previous = state().blogDetails.a?.item
    const done = fetchBlogDetail('a')
    expect(state().blogDetails.a).toEqual({
      item: previous,
      loading: true,
      error: null,
    })
    await done
  })

  it('on start of an unseen slug the item is null', async () => {
    server.on('GET /blog/new', {
      status: 200,
      body: { status: true, post: rawBlogPost() },
    })
    const done = fetchBlogDetail('new')
    expect(state().blogDetails.new).toEqual({
      item: null,
      loading: true,
      error: null,
    })
    await done
  })

  it('on success stores the normalised item', async () => {
    server.on('GET /blog/a', {
      status: 200,
      body: { status: true, post: rawBlogPost({ slug: 'a' }) },
    })
    await fetchBlogDetail('a')
    expect(state().blogDetails.a).toMatchObject({
      item: {
        slug: 'a',
        coverImageUrl: `${server.baseURL}/images/blog/doner.jpg`,
      },
      loading: false,
      error: null,
    })
  })

  it.each([
    [
      'the server message',
      'GET /blog/gone',
      { status: 404, body: { status: false, message: 'No such post' } },
      'gone',
      'No such post',
    ],
    [
      'Failed to load blog without one',
      'GET /blog/gone',
      { status: 500, body: {} },
      'gone',
      'Failed to load blog',
    ],
    [
      'Blog not found for an empty reply',
      'GET /blog/gone',
      { status: 200, body: { status: true } },
      'gone',
      'Blog not found',
    ],
    [
      'Invalid blog slug for an empty slug',
      'GET /blog/unused',
      { status: 200, body: {} },
      '',
      'Invalid blog slug',
    ],
  ])(
    'on failure nulls the item and stores %s with the slug',
    async (_, route, reply, slug, message) => {
      server.on(route, reply)
      useAppStore.setState({
        blogDetails: {
          [slug]: { item: rawBlogPost() as never, loading: false, error: null },
        },
      })
      await fetchBlogDetail(slug)
      expect(state().blogDetails[slug]).toEqual({
        item: null,
        loading: false,
        error: { slug, message },
      })
    },
  )

  it('keeps the other slugs and removeBlogDetail forgets one', async () => {
    server.on('GET /blog/a', {
      status: 200,
      body: { status: true, post: rawBlogPost({ slug: 'a' }) },
    })
    server.on('GET /blog/b', {
      status: 200,
      body: { status: true, post: rawBlogPost({ slug: 'b' }) },
    })
    await Promise.all([fetchBlogDetail('a'), fetchBlogDetail('b')])
    removeBlogDetail('a')
    expect(Object.keys(state().blogDetails)).toEqual(['b'])
  })
})
