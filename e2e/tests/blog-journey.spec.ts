import { API_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

test.describe('@blog News & Insights', () => {
  test('a reader goes from the header link to a post and back', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'News & Insights' })
      .click()

    await expect(page).toHaveURL(/\/news-and-insights$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()
    const readMore = page.getByRole('link', { name: /Read more/ })
    await expect(readMore.first()).toBeVisible()
    expect(await readMore.count()).toBeGreaterThanOrEqual(6)

    const firstTitle = await page
      .getByRole('article')
      .first()
      .getByRole('heading')
      .textContent()
    await readMore.first().click()

    await expect(page).toHaveURL(/\/news-and-insights\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      firstTitle ?? '',
    )
    await expect(page).toHaveTitle(new RegExp(firstTitle ?? ''))

    await page.getByRole('link', { name: /Back to News & Insights/ }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()
  })

  test('a post cannot run script in the page', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const response = await page.request.get(`${API_URL}/blog`)
    const { posts } = (await response.json()) as {
      posts: { slug: string; content: string }[]
    }
    const hostile = posts.find((post) => post.content.includes('<script>'))
    expect(hostile, 'the seed has a post with a script tag').toBeTruthy()

    await page.goto(`/news-and-insights/${hostile?.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.locator('main script:not([type="application/ld+json"])'),
    ).toHaveCount(0)
    await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0)
    for (const link of await page.locator('main a').all()) await link.hover()
    expect(dialogs).toEqual([])
  })

  test('an unknown post says Blog not found', async ({ page }) => {
    await page.goto('/news-and-insights/no-such-post')
    await expect(page.getByText('Blog not found')).toBeVisible()
  })
})
