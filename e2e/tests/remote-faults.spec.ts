import { AppServer } from '../fixtures/app-server'
import {
  logInAs,
  placeOrderByApi,
  registerCustomer,
} from '../fixtures/customer'
import { manifestUrl, PORTS } from '../fixtures/ports'
import { shellServer } from '../fixtures/shell-server'
import { expect, type Page, test } from '../fixtures/test'

// Each remote here runs as its own server, so a test can stop it mid-session and start it again.
// (The blog's own outage journeys are in remote-outage.spec.ts.)
const menuCart = new AppServer('mf-menu-cart', PORTS.spareMenuCart)
const account = new AppServer('mf-account', PORTS.spareAccount)
// A shell that renders from those two servers.
const shell = shellServer({
  remotes: {
    mf_menu_cart: manifestUrl(menuCart.port),
    mf_account: manifestUrl(account.port),
  },
  remoteTimeoutMs: 5000,
})
test.beforeAll(() => shell.start())
test.afterAll(() => shell.stop())

async function addAdanaKebab(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu categories' })
    .getByRole('link', { name: 'Kebabs' })
    .click()
  await page.getByRole('button', { name: 'Add Adana Kebab' }).click()
  await page
    .getByRole('dialog', { name: 'Adana Kebab' })
    .getByRole('button', { name: /Add to basket/ })
    .click()
  await expect(page.getByRole('region', { name: 'Your basket' })).toContainText(
    '1 item',
  )
}

function fallbackOf(page: Page, area: string) {
  return page
    .getByRole('alert')
    .filter({ hasText: `the ${area} could not be loaded` })
}

test.afterEach(async () => {
  await menuCart.stop()
  await account.stop()
})

test.describe('@shell @menu-cart the menu and basket server stops mid-session', () => {
  test('only the basket area falls back; the account, blog, basket and login survive; Retry brings it back', async ({
    page,
  }) => {
    const customer = await registerCustomer('Niamh Doyle')
    await menuCart.start()
    await account.start()
    await logInAs(page, customer)
    await page.goto(`${shell.url}/`)
    await addAdanaKebab(page)

    await menuCart.stop()
    // Checkout is a module the browser has not fetched yet.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Basket, 1 item' })
      .click()
    const fallback = fallbackOf(page, 'menu and basket')
    await expect(fallback).toBeVisible({ timeout: 15_000 })

    // The other areas carry on, and the customer is still logged in.
    const profileButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'Niamh Doyle' })
    await profileButton.click()
    await expect(
      page.getByRole('dialog', { name: 'Niamh Doyle' }),
    ).toContainText(customer.mobile.slice(1))
    await page.keyboard.press('Escape')
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'News & Insights' })
      .click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()
    await page.goBack()
    await expect(fallback).toBeVisible({ timeout: 15_000 })

    await menuCart.start()
    await fallback.getByRole('button', { name: 'Retry' }).click()
    // The basket kept its dish, and checkout knows who is ordering.
    await expect(page.getByRole('main')).toContainText('Adana Kebab')
    await expect(
      page.getByRole('region', { name: 'Order summary' }),
    ).toContainText('£13.95')
    await expect(
      page.getByRole('button', { name: 'Place order' }),
    ).toBeVisible()
    await expect(profileButton).toBeVisible()
  })
})

test.describe('@shell @account the account server stops mid-session', () => {
  test('only the account area falls back; menu, basket and the session survive; Retry brings it back', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Ronan Quinn')
    const order = await placeOrderByApi(request, customer)
    await menuCart.start()
    await account.start()
    await logInAs(page, customer)
    await page.goto(`${shell.url}/`)
    const profileButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'Ronan Quinn' })
    await profileButton.click()
    const drawer = page.getByRole('dialog', { name: 'Ronan Quinn' })
    await expect(
      drawer.getByRole('tab', { name: 'Order History (1)' }),
    ).toBeVisible()

    await account.stop()
    // /orders is a module the browser has not fetched yet.
    await drawer.getByRole('link', { name: 'Order Summary' }).click()
    const fallback = fallbackOf(page, 'account')
    await expect(fallback).toBeVisible({ timeout: 15_000 })

    // The menu and the basket carry on without the account area.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click()
    await addAdanaKebab(page)
    await page.goBack()
    await expect(fallback).toBeVisible({ timeout: 15_000 })

    await account.start()
    await fallback.getByRole('button', { name: 'Retry' }).click()
    // Still logged in: the orders are the customer's own, and the basket kept its dish.
    await expect(page.getByRole('main')).toContainText(order.order_id)
    await expect(profileButton).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item' }),
    ).toBeVisible()
  })
})

test.describe('@shell @account a guest reaches for the account', () => {
  const fromAccount = (page: Page) => {
    const urls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).port === String(account.port))
        urls.push(request.url())
    })
    return urls
  }

  test('a guest page loads no account code until Login is reached, then Login opens its drawer', async ({
    page,
  }) => {
    await menuCart.start()
    await account.start()
    const requested = fromAccount(page)
    await page.goto(`${shell.url}/`)
    await expect(
      page.getByRole('button', { name: /^Add / }).first(),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    const login = page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
    await expect(login).toBeVisible()
    expect(requested).toEqual([])

    await login.hover()
    await expect.poll(() => requested.length).toBeGreaterThan(0)
    await login.click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  })

  test('with the account server down, Login says so in the header and Retry opens the drawer', async ({
    page,
  }) => {
    await menuCart.start()
    await page.goto(`${shell.url}/`)
    const login = page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
    await login.click()
    const unavailable = page
      .getByRole('banner')
      .getByRole('alert')
      .filter({ hasText: 'The account is unavailable.' })
    await expect(unavailable).toBeVisible({ timeout: 15_000 })
    // The menu carries on.
    await addAdanaKebab(page)

    await account.start()
    await unavailable.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  })
})
