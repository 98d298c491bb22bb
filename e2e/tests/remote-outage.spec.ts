import { AppServer } from '../fixtures/app-server'
import { manifestUrl, PORTS } from '../fixtures/ports'
import { shellServer } from '../fixtures/shell-server'
import { expect, test } from '../fixtures/test'

// A blog remote of its own, so this test can stop and start its server, and
// a shell that renders from it.
const blog = new AppServer('mf-blog', PORTS.spareBlog)
const shell = shellServer({
  remotes: { mf_blog: manifestUrl(blog.port) },
  remoteTimeoutMs: 5000,
})

test.describe('@shell @blog a remote goes down', () => {
  test.beforeAll(() => shell.start())
  test.afterAll(() => shell.stop())
  test.afterEach(async () => blog.stop())

  test('the page keeps header, footer and a fallback, and Retry recovers once the server is back', async ({
    page,
  }) => {
    // Neither the server nor the browser can load the blog.
    await page.goto(`${shell.url}/news-and-insights`)
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'could not be loaded' })
    await expect(fallback).toBeVisible({ timeout: 15_000 })
    await expect(fallback).toContainText('News & Insights')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy')

    // The rest of the site still works while the blog is down.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'About Us' })
      .click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'About us' }),
    ).toBeVisible()
    await page.goBack()
    // Back on the blog route the slot tries again and fails again; only then does the
    // server return, so Retry (not the slot's own retries) is what brings it back.
    await expect(fallback).toBeVisible({ timeout: 15_000 })

    await blog.start()
    await fallback.getByRole('button', { name: 'Retry' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()
  })

  test('a remote that stops mid-session costs only its own slot', async ({
    page,
  }) => {
    await blog.start()
    await page.goto(`${shell.url}/news-and-insights`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()

    await blog.stop()
    // The detail page is a module the browser has not fetched yet.
    await page
      .getByRole('link', { name: /Read more/ })
      .first()
      .click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'could not be loaded' }),
    ).toBeVisible({ timeout: 15_000 })
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'About Us' }),
    ).toBeVisible()

    await blog.start()
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click()
    await expect(
      page.getByRole('link', { name: /Back to News & Insights/ }),
    ).toBeVisible()
  })
})
