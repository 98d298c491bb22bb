import { expect, type Page, test } from '@playwright/test'
import { asGuestWithBasket } from '../fixtures/guest-basket'
import { API_URL } from '../fixtures/ports'

const apiOrigin = new URL(API_URL).origin

/** The API stops answering: every call is refused, as by a stopped server. */
async function stopApi(page: Page) {
  await page.route(`${apiOrigin}/**`, (route) =>
    route.abort('connectionrefused'),
  )
  return () => page.unroute(`${apiOrigin}/**`)
}

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
    const startApi = await stopApi(page)

    await page.goto('/')
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
      page.getByRole('alertdialog').filter({ hasText: 'Login failed' }),
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

    await page.goto('/news-and-insights')
    await expect(page.getByRole('main')).toContainText('Failed to load blogs')
    await expectFrame(page)
    await page.goto('/news-and-insights/our-48-hour-pizza-dough')
    await expect(page.getByRole('main')).toContainText('Failed to load blog')
    await page.goto('/privacy-policy')
    await expect(page.getByRole('main')).toContainText('Error fetching policy')
    await expectFrame(page)

    // The server is back: each area's Retry fetches again; the basket was never lost.
    await page.goto('/')
    await expect(menuError).toBeVisible()
    await startApi()
    await shopAlert.getByRole('button', { name: 'Retry' }).click()
    await expect(shopAlert).toBeHidden()
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('tab', { name: 'Kebabs' })).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Basket, 3 items' }),
    ).toBeVisible()
  })

  test('a call the API answers only after 10 s is given up with its message, and a retry works', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    // Every menu call hangs for 10 s (the shell's prefetch, and any call after it).
    let hang = true
    let firstRequestedAt = 0
    await page.route(`${apiOrigin}/api/menus`, async (route) => {
      if (!hang) return route.continue()
      firstRequestedAt ||= Date.now()
      await new Promise((resolve) => setTimeout(resolve, 10_000))
      // By now the page has given up on this request.
      await route.continue().catch(() => {})
    })
    await page.goto('/')
    const menuError = page.getByRole('main').getByText('Failed to fetch menu')
    await expect(menuError).toBeVisible({ timeout: 30_000 })
    // One time-out (8 s), not one for the prefetch and another for the page's own call.
    const gaveUpAfter = Date.now() - firstRequestedAt
    expect(gaveUpAfter).toBeLessThan(10_000)
    console.log(`the menu was given up ${gaveUpAfter} ms after its first call`)

    hang = false
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('tab', { name: 'Kebabs' })).toBeVisible()
    await expect(menuError).toBeHidden()
  })
})
