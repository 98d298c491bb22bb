import { shopDate, tradingDayStart } from '@food/shared/time'
import type { APIRequestContext } from '@playwright/test'
import {
  logInAs,
  placeOrderByApi,
  registerCustomer,
} from '../fixtures/customer'
import { devClock, openUntil } from '../fixtures/dev-clock'
import { card, openKitchenTablet, turnSoundBackOn } from '../fixtures/kitchen'
import { type OwnSite, startOwnSite } from '../fixtures/own-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

// What the clock decides: an evening closed by an exception, an order nobody answers, a dish
// sold out until tomorrow. An API of its own whose clock the tests move (DEV_CLOCK), with
// the real opening hours, and a shell rendering from it.
let site: OwnSite | null = null
let ownerToken = ''

const apiBase = () => {
  if (!site) throw new Error('no site')
  return site.apiBase
}

const { advance, moveToNext } = devClock(apiBase)

const staffPost = (request: APIRequestContext, url: string, data?: object) =>
  request.post(`${apiBase()}${url}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    ...(data ? { data } : {}),
  })

test.describe('@kitchen what the clock decides', () => {
  test.describe.configure({ timeout: 90_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await startOwnSite('clock', { DEV_CLOCK: 'true' })
    ownerToken = site.ownerToken
    // 19:00 in Belfast, the next evening: open every day of the week.
    await moveToNext(19 * 60)
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test('an exception closes the evening on the site, and removing it opens it again', async ({
    page,
    request,
  }) => {
    const now = await advance(0)
    const date = shopDate(now)
    const banner = page
      .getByRole('status')
      .filter({ hasText: "We're currently closed." })
    // The clock jumped to the evening a moment ago: pages follow within seconds.
    await openUntil(
      page,
      `${SPARE_SHELL_URL}/`,
      async () => {
        await expect(banner).toHaveCount(0, { timeout: 500 })
      },
      6000,
    )

    const closed = await staffPost(request, '/staff/hours/exceptions', {
      date,
      closed: true,
      note: 'Staff party',
    })
    expect(closed.status(), await closed.text()).toBe(200)
    await openUntil(
      page,
      `${SPARE_SHELL_URL}/`,
      async () => {
        // Said once: the banner's own words, then when (not "closed" twice).
        await expect(banner).toHaveText(
          "We're currently closed. We open tomorrow at 16:30.",
          { timeout: 500 },
        )
      },
      6000,
    )

    await staffPost(request, `/staff/hours/exceptions/${date}/remove`)
    await openUntil(
      page,
      `${SPARE_SHELL_URL}/`,
      async () => {
        await expect(banner).toHaveCount(0, { timeout: 500 })
      },
      6000,
    )
  })

  test('an order nobody answers is rejected after 10 minutes, on the board and for the customer', async ({
    page,
    request,
    browser,
  }) => {
    const customer = await registerCustomer('Nuala Byrne', apiBase())
    const order = await placeOrderByApi(request, customer, apiBase())

    const tablet = await openKitchenTablet(browser, {
      token: ownerToken,
      site: SPARE_SHELL_URL,
    })
    await expect(card(tablet, order.order_id)).toBeVisible()

    await advance(5)
    // The board reads the server's clock when it connects: clocks do not jump in a kitchen.
    await tablet.reload()
    await turnSoundBackOn(tablet)
    await expect(card(tablet, order.order_id)).toContainText(/Waiting \d+ min/)
    await advance(6)
    await expect(
      tablet.getByText('Rejected: The restaurant did not respond in time'),
    ).toBeAttached({
      timeout: 10_000,
    })

    await logInAs(page, customer)
    await page.goto(`${SPARE_SHELL_URL}/?order_id=${order.order_id}`)
    await expect(
      page.getByRole('region', { name: 'Order tracking' }),
    ).toContainText(
      'The restaurant could not take this order. The restaurant did not respond in time.',
    )
    await tablet.context().close()
  })

  test('a dish sold out until tomorrow is back at the next opening', async ({
    page,
    request,
  }) => {
    const dish = page.getByRole('article', { name: 'Adana Kebab' })
    const marked = await staffPost(
      request,
      '/staff/menu/items/item-adana-kebab/stock',
      {
        state: 'sold-out-today',
      },
    )
    expect(marked.status()).toBe(200)
    await openUntil(
      page,
      `${SPARE_SHELL_URL}/`,
      async () => {
        await expect(dish).toContainText('Sold out', { timeout: 500 })
      },
      6000,
    )

    // To 05:01 the next morning: the trading day has turned, before the 16:30 opening.
    const now = await advance(0)
    const nextDay = tradingDayStart(now).getTime() + 24 * 60 * 60_000
    await advance(Math.ceil((nextDay - now.getTime()) / 60_000) + 1)
    await openUntil(page, `${SPARE_SHELL_URL}/`, async () => {
      await expect(dish).toBeVisible({ timeout: 500 })
      await expect(dish).not.toContainText('Sold out', { timeout: 500 })
    })
  })
})
