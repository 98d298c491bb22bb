import { fetchPage } from '../fixtures/page-html'
import { API_URL, SITE_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

/** SPEC section 1: opening 16:30–01:00 (02:00 Friday and Saturday), delivery 17:00–01:00. */
function expectRestaurant(
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD
  data: any,
  route = '/',
) {
  expect(data['@type'], route).toBe('Restaurant')
  expect(data.openingHoursSpecification, route).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        dayOfWeek: ['Friday', 'Saturday'],
        opens: '16:30',
        closes: '02:00',
      }),
      expect.objectContaining({ opens: '16:30', closes: '01:00' }),
    ]),
  )
  expect(data.department.openingHoursSpecification[0], route).toMatchObject({
    opens: '17:00',
    closes: '01:00',
  })
}

test.describe('@shell @blog search metadata', () => {
  test('the home page has a title, a description, Open Graph tags and the restaurant’s JSON-LD', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/Anatolia Grill Belfast/)
    await expect(
      page.locator('meta[name="description"]').first(),
    ).toHaveAttribute('content', /kebabs/i)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Anatolia Grill Belfast/,
    )

    const jsonLd = page.locator('script[type="application/ld+json"]')
    await expect(jsonLd).toHaveCount(1)
    const data = JSON.parse((await jsonLd.textContent()) ?? '{}')
    expectRestaurant(data)
    expect(data.address.addressLocality).toBe('Belfast')
  })

  test('each route has its own title', async ({ page }) => {
    for (const [path, title] of [
      ['/about', /About us/],
      ['/info', /Ordering information/],
      ['/privacy-policy', /Privacy policy/],
      ['/terms', /Terms and conditions/],
      ['/news-and-insights', /News & Insights/],
    ] as const) {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
    }
  })

  test('a blog post has its own title, description and Open Graph image', async ({
    page,
    request,
  }) => {
    const { posts } = await (await request.get(`${API_URL}/blog`)).json()
    const post = posts[0]
    await page.goto(`/news-and-insights/${post.slug}`)
    await expect(page).toHaveTitle(new RegExp(post.title))
    await expect(
      page.locator('meta[name="description"]').first(),
    ).toHaveAttribute('content', post.excerpt)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^http.*\.svg$/,
    )
  })

  test('robots.txt names the sitemap, and the sitemap lists every blog post', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const { posts } = await (await request.get(`${API_URL}/blog`)).json()
    expect(posts.length).toBeGreaterThanOrEqual(6)
    for (const post of posts)
      expect(sitemap).toContain(`/news-and-insights/${post.slug}</loc>`)
  })
})

/** The routes of SPEC section 2 that a crawler may see, with their titles. */
const PAGES = [
  ['/', /^Order Turkish kebabs, pizzas and wraps online \| /],
  ['/about', /^About us \| /],
  ['/info', /^Ordering information \| /],
  ['/privacy-policy', /^Privacy policy \| /],
  ['/terms', /^Terms and conditions \| /],
  ['/news-and-insights', /^News & Insights \| /],
  ['/checkout', /^Checkout \| /],
  ['/orders', /^Your orders \| /],
  ['/login', /^Log in \| /],
] as const

test.describe('@shell @blog what crawlers and link previews get, without a browser', () => {
  test('every route’s HTML has its title, description, canonical URL, Open Graph and Twitter tags and the restaurant’s JSON-LD', async ({
    request,
  }) => {
    for (const [route, title] of PAGES) {
      const page = await fetchPage(request, `${SITE_URL}${route}`)
      expect(page.status, route).toBe(200)
      expect(page.text('title'), route).toHaveLength(1)
      expect(page.text('title')[0], route).toMatch(title)
      const meta = (attribute: string, value: string) =>
        page.attribute('meta', { [attribute]: value }, 'content')
      expect(meta('name', 'description')[0], route).toBeTruthy()
      const url = `${SITE_URL}${route}`
      expect(
        page.attribute('link', { rel: 'canonical' }, 'href'),
        route,
      ).toEqual([url])
      expect(meta('property', 'og:url'), route).toEqual([url])
      expect(meta('property', 'og:title')[0], route).toMatch(title)
      expect(meta('property', 'og:description')[0], route).toBeTruthy()
      expect(meta('name', 'twitter:card'), route).toEqual(['summary'])
      expect(meta('name', 'twitter:title')[0], route).toMatch(title)

      const [restaurant] = page
        .text('script', { type: 'application/ld+json' })
        .map((json) => JSON.parse(json))
      expectRestaurant(restaurant, route)
    }
  })

  test('a post’s HTML has its title, excerpt, absolute cover image and BlogPosting JSON-LD', async ({
    request,
  }) => {
    const { posts } = await (await request.get(`${API_URL}/blog`)).json()
    for (const post of posts as {
      slug: string
      title: string
      excerpt: string
      coverImage: string | null
    }[]) {
      const url = `${SITE_URL}/news-and-insights/${post.slug}`
      const page = await fetchPage(request, url)
      expect(page.status).toBe(200)
      expect(page.text('title')).toEqual([post.title])
      const meta = (attribute: string, value: string) =>
        page.attribute('meta', { [attribute]: value }, 'content')
      expect(meta('name', 'description')).toEqual([post.excerpt])
      expect(meta('property', 'og:type')).toEqual(['article'])
      expect(meta('property', 'og:url')).toEqual([url])
      if (post.coverImage) {
        const [image] = meta('property', 'og:image')
        expect(image).toMatch(/^https?:\/\//)
        expect(meta('name', 'twitter:image')).toEqual([image])
        expect(meta('name', 'twitter:card')).toEqual(['summary_large_image'])
      }
      const data = page
        .text('script', { type: 'application/ld+json' })
        .map((json) => JSON.parse(json))
      const article = data.find((entry) => entry['@type'] === 'BlogPosting')
      expect(article).toMatchObject({ headline: post.title, url })
      expect(data.map((entry) => entry['@type'])).toContain('Restaurant')
    }
  })

  test('an unknown path and an unknown post answer 404 with a page that says so', async ({
    request,
  }) => {
    const unknown = await fetchPage(request, `${SITE_URL}/no/such/page`)
    expect(unknown.status).toBe(404)
    expect(unknown.text('h1')).toEqual(['Page not found'])
    expect(unknown.attribute('meta', { name: 'robots' }, 'content')).toEqual([
      'noindex',
    ])
    const post = await fetchPage(
      request,
      `${SITE_URL}/news-and-insights/no-such-post`,
    )
    expect(post.status).toBe(404)
    expect(post.html).toContain('Blog not found')
    expect(post.attribute('meta', { name: 'robots' }, 'content')).toEqual([
      'noindex',
    ])
  })
})
