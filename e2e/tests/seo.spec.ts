import { API_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

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
    expect(data['@type']).toBe('Restaurant')
    expect(data.address.addressLocality).toBe('Belfast')
    expect(data.openingHoursSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          dayOfWeek: ['Friday', 'Saturday'],
          opens: '16:30',
          closes: '02:00',
        }),
        expect.objectContaining({ opens: '16:30', closes: '01:00' }),
      ]),
    )
    expect(data.department.openingHoursSpecification[0]).toMatchObject({
      opens: '17:00',
      closes: '01:00',
    })
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
