import { rawBlogPost, testPhoto } from '@food/shared/testing'
import { attributeOf, parsePage, textOf } from '@food/shared/testing/html'
import {
  expectConsole,
  serveShop,
  useTestApi,
} from '@food/shared/testing/server'
import { describe, expect, it } from 'vitest'
import { EARLY_TAPS_SCRIPT } from '../page/early-taps'
import { PAGE_DATA_ID, type PageData } from '../page/page-data'
import { config, render, renderer, SITE } from '../test/server-render'

const HOSTILE = 'Döner </script><script>alert(1)</script><!-- night'
const post = rawBlogPost({ slug: 'doner-night', title: HOSTILE })

const api = useTestApi({
  serve: (server) => {
    serveShop(server)
    server.on('GET /blog', { body: { status: true, posts: [post] } })
    server.on('GET /blog/doner-night', { body: { status: true, post } })
    server.on('GET /blog/no-such-post', {
      status: 404,
      body: {
        status: false,
        code: 'BLOG_NOT_FOUND',
        message: 'Blog not found',
      },
    })
    server.on('GET /menus', {
      body: {
        status: true,
        data: [{ id: 'c1', _id: 'c1', name: 'Kebabs', status: 'active' }],
        holiday: null,
      },
    })
    server.on('POST /menu/menu_item', {
      body: {
        status: true,
        data: [{ id: 'i1', name: HOSTILE, price: 1395, image: null }],
      },
    })
  },
})

function pageDataOf(html: string): PageData {
  const script = parsePage(html).one('script', { id: PAGE_DATA_ID })
  return JSON.parse(textOf(script)) as PageData
}

describe('the render server', () => {
  it('renders a page with its metadata, the restaurant’s JSON-LD and the data it showed', async () => {
    const page = await render(renderer(), '/about')
    expect(page).toMatchObject({ status: 200, isServerRendered: true })
    const html = parsePage(page.html)
    expect(textOf(html.one('title'))).toBe('About us | Kebab House')
    expect(html.select('title')).toHaveLength(1)
    const meta = (attribute: string, value: string) =>
      attributeOf(html.one('meta', { [attribute]: value }), 'content')
    expect(meta('name', 'description')).toContain('Belfast')
    expect(meta('property', 'og:url')).toBe(`${SITE}/about`)
    expect(meta('name', 'twitter:card')).toBe('summary')
    expect(attributeOf(html.one('link', { rel: 'canonical' }), 'href')).toBe(
      `${SITE}/about`,
    )
    const jsonLd = html.one('script', { type: 'application/ld+json' })
    expect(JSON.parse(textOf(jsonLd))['@type']).toBe('Restaurant')
    expect(textOf(html.one('h1'))).toBe('About us')

    const data = pageDataOf(page.html)
    expect(data.siteUrl).toBe(SITE)
    expect(data.queries?.queries.map(({ queryKey }) => queryKey)).toEqual(
      expect.arrayContaining([
        ['shop', 'settings'],
        ['shop', 'status'],
        ['blog', 'list'],
      ]),
    )
  })

  it('runs one inline script, the one that holds early taps: the page data is an inert JSON block', async () => {
    const page = await render(renderer(), '/')
    const scripts = parsePage(page.html).select('script')
    const inline = scripts.filter(
      (script) => !script.attrs.length && textOf(script) === EARLY_TAPS_SCRIPT,
    )
    expect(inline).toHaveLength(1)
    for (const script of scripts) {
      if (inline.includes(script)) continue
      const isData = ['application/json', 'application/ld+json'].includes(
        attributeOf(script, 'type') ?? '',
      )
      expect(isData || attributeOf(script, 'src') !== undefined).toBe(true)
    }
  })

  it('keeps text from the database inert: a dish and a post named with </script> cannot close an element', async () => {
    const home = await render(renderer(), '/')
    const data = pageDataOf(home.html)
    const items = data.queries?.queries.find(
      ({ queryKey }) => queryKey[1] === 'items',
    )?.state.data as { name: string }[]
    expect(items[0]?.name).toBe(HOSTILE)
    expect(
      parsePage(home.html)
        .select('script')
        .filter((s) => !s.attrs.length && textOf(s) !== EARLY_TAPS_SCRIPT),
    ).toEqual([])

    const article = await render(renderer(), '/news-and-insights/doner-night')
    const html = parsePage(article.html)
    expect(textOf(html.one('title'))).toBe(HOSTILE)
    const [jsonLd] = html
      .select('script', { type: 'application/ld+json' })
      .map((script) => JSON.parse(textOf(script)))
      .filter((data) => data['@type'] === 'BlogPosting')
    expect(jsonLd.headline).toBe(HOSTILE)
    expect(pageDataOf(article.html).queries).not.toBeNull()
  })

  it('previews a post with an uploaded cover by its widest WebP, in the meta tags and the JSON-LD', async () => {
    const withPhoto = rawBlogPost({
      slug: 'grill-night',
      title: 'Grill night',
      coverPhoto: testPhoto({ id: 'grill' }),
    })
    api().on('GET /blog/grill-night', {
      body: { status: true, post: withPhoto },
    })
    const page = await render(renderer(), '/news-and-insights/grill-night')
    const html = parsePage(page.html)
    const widest = `${api().baseURL}/media/grill/1200.webp`
    const meta = (attribute: string, value: string) =>
      attributeOf(html.one('meta', { [attribute]: value }), 'content')
    expect(meta('property', 'og:image')).toBe(widest)
    expect(meta('name', 'twitter:image')).toBe(widest)
    expect(meta('name', 'twitter:card')).toBe('summary_large_image')
    const [jsonLd] = html
      .select('script', { type: 'application/ld+json' })
      .map((script) => JSON.parse(textOf(script)))
      .filter((data) => data['@type'] === 'BlogPosting')
    expect(jsonLd.image).toBe(widest)
  })

  it('answers an unknown path and an unknown post with 404 and says so', async () => {
    const pages = renderer()
    const unknown = await render(pages, '/no/such/page')
    expect(unknown.status).toBe(404)
    expect(textOf(parsePage(unknown.html).one('h1'))).toBe('Page not found')
    const missing = await render(pages, '/news-and-insights/no-such-post')
    expect(missing.status).toBe(404)
    const html = parsePage(missing.html)
    expect(attributeOf(html.one('meta', { name: 'robots' }), 'content')).toBe(
      'noindex',
    )
  })

  it('sends a post opened at an old address to its current one with a 301, query kept', async () => {
    api().on('GET /blog/doner-nights-2025', { body: { status: true, post } })
    const page = await render(
      renderer(),
      '/news-and-insights/doner-nights-2025?utm_source=flyer',
    )
    expect(page).toMatchObject({
      status: 301,
      movedTo: '/news-and-insights/doner-night?utm_source=flyer',
    })
    // The post's own address renders as usual.
    const own = await render(renderer(), '/news-and-insights/doner-night')
    expect(own.status).toBe(200)
    expect(own.movedTo).toBeUndefined()
  })

  it('offers News & Insights in the header only when there are posts', async () => {
    expect(
      parsePage((await render(renderer(), '/about')).html)
        .select('a', { href: '/news-and-insights' })
        .map(textOf),
    ).toContain('News & Insights')
    api().on('GET /blog', { body: { status: true, posts: [] } })
    expect(
      parsePage((await render(renderer(), '/about')).html).select('a', {
        href: '/news-and-insights',
      }),
    ).toEqual([])
  })

  it('keeps a page while its data is unchanged and renders again when it changes', async () => {
    const pages = renderer(0)
    const first = await render(pages, '/about')
    expect(await render(pages, '/about')).toBe(first)
    api().on('GET /blog', { body: { status: true, posts: [] } })
    const changed = await render(pages, '/about')
    expect(changed).not.toBe(first)
    expect(changed.html).not.toBe(first.html)
  })

  it('shows a failed API call’s message, as the browser would, and never keeps that page', async () => {
    api().on('GET /shop-status', { status: 500, body: { status: false } })
    const pages = renderer(0)
    const page = await render(pages, '/about')
    expect(page.status).toBe(200)
    expect(page.html).toContain('Failed to fetch shop settings or status')
    expect(await render(pages, '/about')).not.toBe(page)
  })

  it('sends the client-rendered page when rendering fails, with what the browser needs to start', async () => {
    expectConsole('error', /sending the client-rendered page/)
    const broken = renderer(60_000, {
      current: () => Promise.reject(new Error('the federation runtime broke')),
    })
    const page = await render(broken, '/')
    expect(page).toMatchObject({ status: 200, isServerRendered: false })
    expect(parsePage(page.html).one('div', { id: 'root' }).childNodes).toEqual(
      [],
    )
    const data = pageDataOf(page.html)
    expect(data).toMatchObject({ config, siteUrl: SITE, queries: null })
  })
})
