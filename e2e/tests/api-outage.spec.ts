import { ApiLink } from '../fixtures/api-link'
import { asGuestWithBasket } from '../fixtures/guest-basket'
import { shellServer } from '../fixtures/shell-server'
import { expect, type Page, test } from '../fixtures/test'

// A shell whose API sits behind a link the test can cut: the render server and
// the browser lose the API together, as they would in production.
const link = new ApiLink()
// Asks the API on every render (no reuse of an answer for a second), so a
// page requested right after the link is cut sees the outage.
const shell = shellServer({
  apiBase: link.url,
  env: { SSR_DATA_TTL_MS: '0' },
})

test.beforeAll(async () => {
  await link.start()
  await shell.start()
})
test.afterAll(async () => {
  await shell.stop()
  await link.stop()
})
test.afterEach(() => link.restore())

async function expectFrame(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Home' }),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket, 3 items' }),
  ).toBeVisible()
}

test.describe('@shell @menu-cart @account @blog the API goes away', () => {
  test('every area says which call failed, the guest basket survives, and Retry recovers', async ({
    page,
  }) => {
    await asGuestWithBasket(page)
    await link.refuse()

    // The server renders each area's failure with its message: no 500.
    const response = await page.goto(`${shell.url}/`)
    expect(response?.status()).toBe(200)
    await expectFrame(page)
    const shopAlert = page.getByRole('alert').filter({
      hasText: 'Failed to fetch shop settings or status',
    })
    await expect(shopAlert).toBeVisible()
    const menuError = page.getByRole('main').getByText('Failed to fetch menu')
    await expect(menuError).toBeVisible()

    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Log in' })
    await drawer.getByLabel(/Mobile number/).fill('07700900123')
    await drawer.getByRole('button', { name: 'Send code' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Login failed' }),
    ).toBeVisible({
      timeout: 5000,
    })
    await drawer.getByRole('button', { name: 'Close' }).click()

    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Basket, 3 items' })
      .click()
    const basket = page.getByRole('region', { name: 'Your basket' })
    await expect(basket).toContainText('Adana Kebab')
    await expect(basket).toContainText('Coca-Cola 330ml')

    await page.goto(`${shell.url}/news-and-insights`)
    await expect(page.getByRole('main')).toContainText('Failed to load blogs')
    await expectFrame(page)
    await page.goto(`${shell.url}/news-and-insights/our-48-hour-pizza-dough`)
    await expect(page.getByRole('main')).toContainText('Failed to load blog')
    await page.goto(`${shell.url}/privacy-policy`)
    await expect(page.getByRole('main')).toContainText('Error fetching policy')
    await expectFrame(page)

    // The server is back: each area's Retry fetches again; the basket was never lost.
    await page.goto(`${shell.url}/`)
    await expect(menuError).toBeVisible()
    await link.restore()
    await shopAlert.getByRole('button', { name: 'Retry' }).click()
    await expect(shopAlert).toBeHidden()
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click()
    await expect(
      page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Kebabs' }),
    ).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Basket, 3 items' }),
    ).toBeVisible()
  })

  test('an API that never answers is given up with its message, on the server and in the browser, and a retry works', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await link.hang()
    // The server gives up after its own time-out (SSR_DATA_TIMEOUT_MS) and
    // sends the page with the failure, long before the browser would have.
    const requested = Date.now()
    await page.goto(`${shell.url}/`)
    const menuError = page.getByRole('main').getByText('Failed to fetch menu')
    await expect(menuError).toBeVisible()
    const serverGaveUpAfter = Date.now() - requested
    expect(serverGaveUpAfter).toBeLessThan(8_000)

    // A Retry while the API still hangs: the browser gives up after its own 8 s.
    const retried = Date.now()
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click()
    await expect(menuError).toBeHidden()
    await expect(menuError).toBeVisible({ timeout: 15_000 })
    const browserGaveUpAfter = Date.now() - retried
    expect(browserGaveUpAfter).toBeGreaterThanOrEqual(8_000)
    expect(browserGaveUpAfter).toBeLessThan(10_000)
    console.log(
      `the server sent the menu's failure after ${serverGaveUpAfter} ms; the browser gave up its retry after ${browserGaveUpAfter} ms`,
    )

    await link.restore()
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click()
    await expect(
      page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Kebabs' }),
    ).toBeVisible()
    await expect(menuError).toBeHidden()
  })
})
