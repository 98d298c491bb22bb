import { slotWidth, testPhoto } from '@food/shared/testing'
import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { buildBlogPost } from '../../../test/blog-post-factory'
import { CARD_COVER_SIZES } from './blog-card'
import { BlogListPage } from './blog-list-page'

const api = useTestApi()

function renderPage() {
  return render(
    <MemoryRouter>
      <BlogListPage />
    </MemoryRouter>,
  )
}

const posts = [
  buildBlogPost({
    slug: 'the-perfect-doner',
    title: 'The perfect döner',
    excerpt: 'What makes a döner kebab worth the queue.',
    coverImage: '/images/blog/doner.svg',
    createdAt: '2026-03-12T18:00:00.000Z',
  }),
  buildBlogPost({
    slug: 'pizza-night',
    title: 'Pizza night in Belfast',
    excerpt: 'Stone-baked, every evening from 16:30.',
    coverImage: null,
    createdAt: '2026-01-05T12:00:00.000Z',
  }),
]

describe('BlogListPage', () => {
  it('shows 8 skeleton cards in a busy region while loading', async () => {
    const reply = deferred()
    api().on('GET /blog', async () => {
      await reply.promise
      return { status: 200, body: { status: true, posts: [] } }
    })
    renderPage()

    const region = screen.getByRole('region', { name: 'Latest Blogs' })
    expect(region.getAttribute('aria-busy')).toBe('true')
    expect(within(region).getAllByRole('listitem')).toHaveLength(8)
    expect(screen.getByRole('status').textContent).toContain('Loading blogs…')

    reply.resolve()
    expect(await screen.findByText('No blogs found.')).toBeTruthy()
    expect(region.getAttribute('aria-busy')).toBe('false')
  })

  it('shows the server message in an alert and refetches on Try again', async () => {
    // The page logs a failed request like a browser does.
    expectConsole('error', /\/blog 500/)
    api().on('GET /blog', {
      status: 500,
      body: { status: false, message: 'The kitchen is on fire' },
    })
    renderPage()

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The kitchen is on fire')
    expect(screen.queryAllByRole('article')).toHaveLength(0)

    api().on('GET /blog', { status: 200, body: { status: true, posts } })
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Try again' }),
    )

    expect(
      await screen.findByRole('heading', { name: 'The perfect döner' }),
    ).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("falls back to 'Failed to load blogs' when the server sends no message", async () => {
    expectConsole('error', /\/blog 503/)
    api().on('GET /blog', { status: 503, body: { status: false } })
    renderPage()

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load blogs',
    )
  })

  it("says 'No blogs found.' when there are no posts", async () => {
    api().on('GET /blog', { status: 200, body: { status: true, posts: [] } })
    renderPage()

    expect(await screen.findByText('No blogs found.')).toBeTruthy()
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('shows an uploaded cover photo instead of the image, the first card’s at once', async () => {
    const [doner, pizza] = posts as [
      ReturnType<typeof buildBlogPost>,
      ReturnType<typeof buildBlogPost>,
    ]
    api().on('GET /blog', {
      status: 200,
      body: {
        status: true,
        posts: [
          { ...doner, coverPhoto: testPhoto({ id: 'doner' }) },
          { ...pizza, coverPhoto: testPhoto({ id: 'pizza' }) },
        ],
      },
    })
    renderPage()

    const [first, second] = (await screen.findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
    ]
    const cover = within(first).getByRole('img', {
      name: 'Cover for The perfect döner',
    })
    expect(cover.closest('picture')).toBeTruthy()
    expect(cover.getAttribute('src')).toBe(
      `${api().baseURL}/media/doner/800.webp`,
    )
    expect(cover.getAttribute('loading')).toBe('eager')
    expect(cover.getAttribute('fetchpriority')).toBe('high')
    expect(first.querySelector('source')?.getAttribute('sizes')).toBe(
      CARD_COVER_SIZES,
    )
    expect(
      within(second)
        .getByRole('img', { name: 'Cover for Pizza night in Belfast' })
        .getAttribute('loading'),
    ).toBe('lazy')
  })

  it.each([360, 599, 600, 899, 900, 1199, 1200, 1920])(
    'sizes a card’s cover as the grid draws it at %ipx',
    (vw) => {
      // The grid: min(vw, 1200) less the shell's and the page's padding; 1–4 columns, 24 px gaps.
      const grid = Math.min(vw, 1200) - 64
      const columns = vw >= 1200 ? 4 : vw >= 900 ? 3 : vw >= 600 ? 2 : 1
      const card = (grid - (columns - 1) * 24) / columns
      expect(Math.abs(slotWidth(CARD_COVER_SIZES, vw) - card)).toBeLessThan(1)
    },
  )

  it('shows a card per post with cover, title, excerpt, date and Read more', async () => {
    api().on('GET /blog', { status: 200, body: { status: true, posts } })
    renderPage()

    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    const [first, second] = cards as [HTMLElement, HTMLElement]

    expect(
      within(first).getByRole('heading', { name: 'The perfect döner' }),
    ).toBeTruthy()
    expect(
      within(first).getByText('What makes a döner kebab worth the queue.'),
    ).toBeTruthy()
    expect(
      within(first).getByText('12 March 2026').getAttribute('datetime'),
    ).toBe('2026-03-12T18:00:00.000Z')
    const readMore = within(first).getByRole('link', {
      name: 'Read more about The perfect döner',
    })
    expect(readMore.getAttribute('href')).toBe(
      '/news-and-insights/the-perfect-doner',
    )
    // The whole card is one link with one accessible name.
    expect(within(first).getAllByRole('link')).toHaveLength(1)

    const cover = within(first).getByRole('img', {
      name: 'Cover for The perfect döner',
    })
    expect(cover.getAttribute('src')).toBe(
      `${api().baseURL}/images/blog/doner.svg`,
    )
    // The first card's cover is the page's largest paint: loaded at once, first.
    expect(cover.getAttribute('loading')).toBe('eager')
    expect(cover.getAttribute('fetchpriority')).toBe('high')
    expect(cover.hasAttribute('width')).toBe(true)
    expect(cover.hasAttribute('height')).toBe(true)

    // No cover: a neutral block instead of a broken image.
    expect(within(second).queryByRole('img')).toBeNull()
    expect(within(second).getByText('5 January 2026')).toBeTruthy()
    const secondLink = within(second).getByRole('link', {
      name: 'Read more about Pizza night in Belfast',
    })
    expect(secondLink.getAttribute('href')).toBe(
      '/news-and-insights/pizza-night',
    )
  })

  it('fetches the list on first use', async () => {
    api().on('GET /blog', { status: 200, body: { status: true, posts } })
    renderPage()

    await screen.findAllByRole('article')
    expect(api().requests.map((r) => r.route)).toContain('GET /blog')
  })
})
