import { slotWidth, testPhoto } from '@food/shared/testing'
import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { render, screen, within } from '@testing-library/react'
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useParams,
} from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { buildBlogPost } from '../../../test/blog-post-factory'
import { ARTICLE_COVER_SIZES } from './blog-article'
import { BlogDetailPage } from './blog-detail-page'

const api = useTestApi()

function renderPage(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/news-and-insights/${slug}`]}>
      <BlogDetailPage slug={slug} />
    </MemoryRouter>,
  )
}

function AtRoute() {
  const { slug = '' } = useParams()
  return (
    <>
      <p data-testid="location">{useLocation().pathname}</p>
      <BlogDetailPage slug={slug} />
    </>
  )
}

/** The page as the shell routes it, so a change of address shows. */
function renderRouted(slug: string) {
  return render(
    <MemoryRouter initialEntries={[`/news-and-insights/${slug}`]}>
      <Routes>
        <Route path="/news-and-insights/:slug" element={<AtRoute />} />
      </Routes>
    </MemoryRouter>,
  )
}

/** Answers GET /blog/{slug} with `post`, and 404 'Blog not found' for any other slug. */
function servePost(post: ReturnType<typeof buildBlogPost>) {
  api().on(`GET /blog/${post.slug}`, {
    status: 200,
    body: { status: true, post },
  })
  api().otherwise({
    status: 404,
    body: { status: false, message: 'Blog not found' },
  })
}

const post = buildBlogPost({
  slug: 'the-perfect-doner',
  title: 'The perfect döner',
  excerpt: 'What makes a döner kebab worth the queue.',
  content: '## Bread first\n\nIt starts with **the bread**.',
  coverImage: '/images/blog/doner.svg',
  tags: ['kebab', 'belfast'],
  author: 'Mehmet',
  createdAt: '2026-03-12T18:00:00.000Z',
})

const hostilePost = buildBlogPost({
  slug: 'hostile',
  title: 'Hostile </script><script>alert(2)</script> post',
  excerpt: 'Tries to run code.',
  content: [
    'Before the script.',
    '',
    '<script>alert(1)</script>',
    '',
    '[Click me](javascript:alert(1)) and [Safe link](https://example.com)',
    '',
    '<a href="javascript:alert(3)">Raw link</a> <img src=x onerror="alert(4)">',
  ].join('\n'),
})

describe('BlogDetailPage', () => {
  it('shows a skeleton while the post loads', async () => {
    const reply = deferred()
    api().on(`GET /blog/${post.slug}`, async () => {
      await reply.promise
      return { status: 200, body: { status: true, post } }
    })
    renderPage(post.slug)

    expect(screen.getByRole('status').textContent).toBe('Loading blog…')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()

    reply.resolve()
    expect(
      await screen.findByRole('heading', { level: 1, name: post.title }),
    ).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the title, author, date, tags, cover and the Markdown content', async () => {
    servePost(post)
    renderPage(post.slug)

    await screen.findByRole('heading', { level: 1, name: 'The perfect döner' })
    expect(screen.getByText(/By Mehmet/)).toBeTruthy()
    expect(screen.getByText('12 March 2026').getAttribute('datetime')).toBe(
      post.publishedAt,
    )
    const tags = screen.getByRole('list', { name: 'Tags' })
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['kebab', 'belfast'])
    const cover = screen.getByRole('img', {
      name: 'Cover for The perfect döner',
    })
    expect(cover.getAttribute('src')).toBe(
      `${api().baseURL}/images/blog/doner.svg`,
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bread first' }),
    ).toBeTruthy()
    expect(screen.getByText('the bread').tagName).toBe('STRONG')
    expect(
      screen
        .getByRole('link', { name: /Back to News & Insights/ })
        .getAttribute('href'),
    ).toBe('/news-and-insights')
  })

  it('shows an uploaded cover photo, sized to the article’s column and loaded at once', async () => {
    servePost({ ...post, coverPhoto: testPhoto({ id: 'doner' }) })
    renderPage(post.slug)

    const cover = await screen.findByRole('img', {
      name: 'Cover for The perfect döner',
    })
    expect(cover.closest('picture')).toBeTruthy()
    expect(cover.getAttribute('src')).toBe(
      `${api().baseURL}/media/doner/800.webp`,
    )
    expect(cover.getAttribute('loading')).toBe('eager')
    expect(cover.getAttribute('fetchpriority')).toBe('high')
    const sizes = cover
      .closest('picture')
      ?.querySelector('source')
      ?.getAttribute('sizes')
    expect(sizes).toBe(ARTICLE_COVER_SIZES)
    // The column: 768 px less 2 × 16 px padding, inside the shell's 16 px padding.
    expect(slotWidth(ARTICLE_COVER_SIZES, 1440)).toBe(736)
    expect(slotWidth(ARTICLE_COVER_SIZES, 799)).toBe(799 - 64)
    expect(slotWidth(ARTICLE_COVER_SIZES, 390)).toBe(390 - 64)
  })

  it('never runs or renders a live script or a javascript: link from a post', async () => {
    const alertSpy = vi.fn()
    vi.stubGlobal('alert', alertSpy)
    servePost(hostilePost)
    const { container } = renderPage(hostilePost.slug)
    await screen.findByRole('heading', { level: 1, name: hostilePost.title })
    await screen.findByText('Before the script.')

    // No <script> at all: the post's metadata and JSON-LD are the shell's.
    expect(document.querySelectorAll('script')).toHaveLength(0)

    // Raw HTML is shown as inert text, never as elements.
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy()
    expect(container.querySelector('img[onerror]')).toBeNull()

    const hrefs = [...container.querySelectorAll('a')].map(
      (link) => link.getAttribute('href') ?? '',
    )
    expect(hrefs.some((href) => /^\s*javascript:/i.test(href))).toBe(false)
    expect(
      screen.getByRole('link', { name: 'Safe link' }).getAttribute('href'),
    ).toBe('https://example.com')
    // The unsafe link keeps its words but has no address at all.
    expect(
      screen.getByText('Click me').closest('a')?.hasAttribute('href'),
    ).toBe(false)
    expect(alertSpy).not.toHaveBeenCalled()
  })

  it('moves to the post’s current address when it is opened at an old one', async () => {
    servePost(post)
    api().on('GET /blog/perfect-doner-2025', {
      status: 200,
      body: { status: true, post },
    })
    renderRouted('perfect-doner-2025')

    await screen.findByRole('heading', { level: 1, name: post.title })
    expect(screen.getByTestId('location').textContent).toBe(
      '/news-and-insights/the-perfect-doner',
    )
  })

  it("shows 'Blog not found' in an alert with a link back for an unknown slug", async () => {
    // The page logs a failed request like a browser does.
    expectConsole('error', /\/blog\/no-such-post 404/)
    servePost(post)
    renderPage('no-such-post')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Blog not found')
    expect(
      within(alert)
        .getByRole('link', { name: /News & Insights/ })
        .getAttribute('href'),
    ).toBe('/news-and-insights')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })
})
