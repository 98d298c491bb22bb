import { OPENING_HOURS, shopDate, tradingDayStart } from '@food/shared/time'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  logInAs,
  placeOrderByApi,
  registerCustomer,
} from '../fixtures/customer'
import { devClock, openUntil, tonightAt } from '../fixtures/dev-clock'
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
    // Rejected of today, opened: the order arrives in it, and its card says why.
    await tablet.getByText(/^Rejected today/).click()
    const line = tablet.getByText(
      new RegExp(`^Order ${order.order_id} · Rejected`),
    )
    await expect(line).toBeVisible({ timeout: 10_000 })
    await line.click()
    await expect(
      tablet.getByText('Rejected: The restaurant did not respond in time'),
    ).toBeVisible()

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
  test('a day closed ahead: on that day the banner, the Info page, the times for later and the search engines say so; removing it reopens', async ({
    page,
    request,
  }) => {
    // After the test above: a morning, before the 16:30 opening. The owner closes tomorrow.
    const morning = await advance(0)
    const closedDay = shopDate(new Date(morning.getTime() + 24 * 60 * 60_000))
    const dayText = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${closedDay}T12:00:00Z`))
    const customer = await registerCustomer('Síofra Nic Aodha', apiBase())
    const added = await request.post(`${apiBase()}/user/cart/add-bulk`, {
      headers: { authorization: `Bearer ${customer.token}` },
      data: [
        {
          menu_item_id: 'item-coke-can',
          quantity: 1,
          instructions: '',
          addons: [],
        },
      ],
    })
    expect(added.status(), await added.text()).toBe(200)
    const closed = await staffPost(request, '/staff/hours/exceptions', {
      date: closedDay,
      closed: true,
      note: 'Family wedding',
    })
    expect(closed.status(), await closed.text()).toBe(200)

    // Said ahead on the Info page and to the search engines; the kitchen's note is its own.
    const changes = page.getByRole('region', { name: 'Changes to these hours' })
    await openUntil(page, `${SPARE_SHELL_URL}/info`, async () => {
      await expect(changes).toContainText(`${dayText}: Closed all day`, {
        timeout: 500,
      })
    })
    await expect(changes).not.toContainText('Family wedding')
    expect(
      (await structuredData(page)).specialOpeningHoursSpecification,
    ).toEqual([
      expect.objectContaining({
        validFrom: closedDay,
        validThrough: closedDay,
        opens: '00:00',
        closes: '00:00',
      }),
    ])

    // That day at 11:00: closed until the next day, nothing to order for later.
    const now = await advance(0)
    const dayAfter = new Date(now.getTime() + 24 * 60 * 60_000)
    await advance(
      Math.ceil(
        (tonightAt(dayAfter, 11 * 60).getTime() - now.getTime()) / 60_000,
      ),
    )
    const banner = page
      .getByRole('status')
      .filter({ hasText: "We're currently closed." })
    await openUntil(page, `${SPARE_SHELL_URL}/`, async () => {
      await expect(banner).toHaveText(
        "We're currently closed. We open tomorrow at 16:30.",
        { timeout: 500 },
      )
    })
    await logInAs(page, customer)
    const when = page.getByRole('group', { name: 'When' })
    const later = when.getByRole('radio', { name: /Later today/ })
    await openUntil(page, `${SPARE_SHELL_URL}/checkout`, async () => {
      await page
        .getByRole('radio', { name: /Collection/ })
        .check({ timeout: 2000 })
      await expect(later).toBeDisabled({ timeout: 500 })
    })
    await expect(when).toContainText('No more times tonight')
    await expect(when).toContainText('Not available right now')
    await expect(
      page.getByRole('button', { name: 'Place order' }),
    ).toBeDisabled()

    // Removed: the evening opens again, with its times for later, and the pages forget it.
    const removed = await staffPost(
      request,
      `/staff/hours/exceptions/${closedDay}/remove`,
    )
    expect(removed.status(), await removed.text()).toBe(200)
    await openUntil(page, `${SPARE_SHELL_URL}/`, async () => {
      await expect(banner).toHaveText(
        "We're currently closed. We open today at 16:30.",
        { timeout: 500 },
      )
    })
    await openUntil(page, `${SPARE_SHELL_URL}/checkout`, async () => {
      await page
        .getByRole('radio', { name: /Collection/ })
        .check({ timeout: 2000 })
      await expect(later).toBeEnabled({ timeout: 500 })
    })
    // That day's own hours: to 02:00 on a Friday or Saturday (SPEC §9).
    const weekday = new Date(`${closedDay}T12:00:00Z`).getUTCDay()
    const hours = OPENING_HOURS.find(({ day }) => day === weekday)
    await expect(when).toContainText(`${hours?.open} to ${hours?.close}`)
    await openUntil(page, `${SPARE_SHELL_URL}/info`, async () => {
      await expect(
        page
          .getByRole('heading', { name: 'Opening hours' })
          .or(page.getByRole('table', { name: 'Opening hours' })),
      ).toBeVisible({ timeout: 500 })
      await expect(changes).toHaveCount(0, { timeout: 500 })
    })
    expect(await structuredData(page)).not.toHaveProperty(
      'specialOpeningHoursSpecification',
    )
  })
})

/** The page's Restaurant JSON-LD, as a search engine reads it. */
async function structuredData(page: Page) {
  const script = page.locator('script[type="application/ld+json"]')
  return JSON.parse((await script.textContent()) ?? '{}')
}
