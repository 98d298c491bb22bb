import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { rawBlogPost } from '../testing/factories'
import {
  deferred,
  expectConsole,
  untilConsolePrinted,
  useTestApi,
} from '../testing/server'
import {
  clearBlogList,
  fetchBlogDetail,
  fetchBlogList,
  removeBlogDetail,
  useBlogDetail,
  useBlogList,
} from './blog'
import { queryClient } from './query-client'

const server = useTestApi()

/** A reply the test lets go when it chooses, to see the state while loading. */
function heldReply(body: unknown) {
  const gate = deferred()
  const handler = async () => {
    await gate.promise
    return { status: 200, body }
  }
  return { handler, release: () => gate.resolve() }
}

describe('blog list (SPEC sections 3 and 4)', () => {
  it('loads on first use: loading with no error, then the normalised posts', async () => {
    const held = heldReply({
      status: true,
      posts: [rawBlogPost(), rawBlogPost({ slug: 'two', coverImage: null })],
    })
    server().on('GET /blog', held.handler)
    const { result } = renderHook(() => useBlogList())
    expect(result.current).toEqual({ items: [], loading: true, error: null })
    held.release()
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.error).toBeNull()
    expect(result.current.items.map((post) => post.coverImageUrl)).toEqual([
      `${server().baseURL}/images/blog/doner.jpg`,
      null,
    ])
  })

  it('on success with no posts has an empty list', async () => {
    server().on('GET /blog', { status: 200, body: { status: true } })
    const { result } = renderHook(() => useBlogList())
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current).toEqual({ items: [], loading: false, error: null })
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
  ])('on failure stops loading and shows %s', async (_, reply, message) => {
    expectConsole('error', /\/blog 500/)
    server().on('GET /blog', reply)
    const { result } = renderHook(() => useBlogList())
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current).toEqual({
      items: [],
      loading: false,
      error: message,
    })
    await untilConsolePrinted('error', /\/blog 500/)
  })

  it('asking again keeps the items, sets loading and clears the error; a failure keeps the items', async () => {
    expectConsole('error', /\/blog 500/)
    server().on('GET /blog', {
      status: 200,
      body: { status: true, posts: [rawBlogPost()] },
    })
    const { result } = renderHook(() => useBlogList())
    await waitFor(() => expect(result.current.items).toHaveLength(1))
    server().on('GET /blog', { status: 500, body: { status: false } })
    await act(() => fetchBlogList())
    await waitFor(() =>
      expect(result.current).toMatchObject({
        loading: false,
        error: 'Failed to load blogs',
      }),
    )
    expect(result.current.items).toHaveLength(1)
    await untilConsolePrinted('error', /\/blog 500/)
    const held = heldReply({ status: true, posts: [] })
    server().on('GET /blog', held.handler)
    let again: Promise<void> = Promise.resolve()
    act(() => {
      again = fetchBlogList()
    })
    await waitFor(() => expect(result.current.loading).toBe(true))
    expect(result.current.error).toBeNull()
    expect(result.current.items).toHaveLength(1)
    held.release()
    await act(() => again)
    await waitFor(() =>
      expect(result.current).toEqual({
        items: [],
        loading: false,
        error: null,
      }),
    )
  })

  it('clearBlogList empties the items and clears the error', async () => {
    expectConsole('error', /\/blog 500/)
    server().on('GET /blog', { status: 500, body: { status: false } })
    const { result } = renderHook(() => useBlogList())
    await waitFor(() => expect(result.current.error).not.toBeNull())
    await untilConsolePrinted('error', /\/blog 500/)
    act(() => clearBlogList())
    await waitFor(() =>
      expect(result.current).toEqual({
        items: [],
        loading: false,
        error: null,
      }),
    )
  })
})

describe('blog detail per slug (SPEC sections 3 and 4)', () => {
  it('on start of an unseen slug the item is null; on success the normalised post', async () => {
    const held = heldReply({ status: true, post: rawBlogPost({ slug: 'a' }) })
    server().on('GET /blog/a', held.handler)
    const { result } = renderHook(() => useBlogDetail('a'))
    expect(result.current).toEqual({ item: null, loading: true, error: null })
    held.release()
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current).toMatchObject({
      item: {
        slug: 'a',
        coverImageUrl: `${server().baseURL}/images/blog/doner.jpg`,
      },
      error: null,
    })
  })

  it('asking again keeps the previous item of that slug while loading', async () => {
    server().on('GET /blog/a', {
      status: 200,
      body: { status: true, post: rawBlogPost({ slug: 'a' }) },
    })
    const { result } = renderHook(() => useBlogDetail('a'))
    await waitFor(() => expect(result.current.item).not.toBeNull())
    const previous = result.current.item
    const held = heldReply({ status: true, post: rawBlogPost({ slug: 'a' }) })
    server().on('GET /blog/a', held.handler)
    let again: Promise<void> = Promise.resolve()
    act(() => {
      again = fetchBlogDetail('a')
    })
    await waitFor(() => expect(result.current.loading).toBe(true))
    expect(result.current).toEqual({
      item: previous,
      loading: true,
      error: null,
    })
    held.release()
    await act(() => again)
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
    'a failure after a success nulls the item and stores %s with the slug',
    async (_, route, reply, slug, message) => {
      expectConsole('error', /\/blog\//)
      queryClient.setQueryData(['blog', 'post', slug], rawBlogPost() as never)
      server().on(route, reply)
      const { result } = renderHook(() => useBlogDetail(slug))
      await act(() => fetchBlogDetail(slug))
      await waitFor(() =>
        expect(result.current).toEqual({
          item: null,
          loading: false,
          error: { slug, message },
        }),
      )
      if (reply.status !== 200) await untilConsolePrinted('error', /\/blog\//)
    },
  )

  it('keeps the other slugs, and removeBlogDetail forgets one', async () => {
    for (const slug of ['a', 'b'])
      queryClient.setQueryData(
        ['blog', 'post', slug],
        rawBlogPost({ slug }) as never,
      )
    removeBlogDetail('a')
    expect(queryClient.getQueryData(['blog', 'post', 'a'])).toBeUndefined()
    expect(queryClient.getQueryData(['blog', 'post', 'b'])).toMatchObject({
      slug: 'b',
    })
  })
})
