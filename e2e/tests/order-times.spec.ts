import { expectAccessible, PHONE } from '../fixtures/accessibility'
import {
  type Customer,
  kitchenToken,
  logInAs,
  ordersOf,
  registerCustomer,
  saveAddress,
} from '../fixtures/customer'
import { API_URL } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

// The facts before the first tap, the promised time and the confirmation (issue 19, parts 1
// and 6), on the suite's shared site: the shop forced open, the kitchen's default lead time.
test.use({ bypassCSP: true })
test.describe.configure({ timeout: 90_000 })

const wallClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))

/** Puts two Adana Kebabs with garlic sauce in the customer's server basket. */
async function fillBasket(page: Page, customer: Customer) {
  const response = await page.request.post(`${API_URL}/user/cart/add-bulk`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: [
      {
        menu_item_id: 'item-adana-kebab',
        quantity: 2,
        instructions: 'Extra spicy',
        addons: [
          { addon_id: 'addon-kebab-sauce', addon_item_id: ['sauce-garlic'] },
        ],
      },
    ],
  })
  expect(response.status()).toBe(200)
}

const staff = (page: Page, url: string, data?: object) =>
  page.request.post(`${API_URL}${url}`, {
    headers: { authorization: `Bearer ${kitchenToken()}` },
    ...(data ? { data } : {}),
  })

const facts = (page: Page) =>
  page.getByRole('list', { name: 'Delivery, collection and hours' })

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`@menu-cart ordering times, ${name}`, () => {
    test.use({ viewport })

    test('the menu says how long delivery and collection take, the minimum, the fee and today’s hours, from the server’s HTML', async ({
      page,
    }) => {
      const html = await (await page.request.get('/')).text()
      expect(html).toContain('Collection 15–20 min')
      await page.goto('/')
      const list = facts(page)
      await expect(list.getByRole('listitem')).toHaveText([
        'Delivery 30–45 min · £12.00 minimum · from £1.50',
        'Collection 15–20 min',
        /^(Open until|Today) \d\d:\d\d|^Closed today$/,
      ])
      await expect(list).toBeInViewport()
      await expectAccessible(page, 'menu with the ordering facts')
    })
  })
}

test.describe('@menu-cart ordering times follow the kitchen', () => {
  test('busy mode widens the times on the menu within seconds, and they narrow when it ends', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(facts(page)).toContainText('Collection 15–20 min')
    expect(
      (
        await staff(page, '/staff/shop/busy', { minutes: 20, forMinutes: 30 })
      ).status(),
    ).toBe(200)
    try {
      // The render server keeps the API's answers a second and the API its settings three.
      await expect(async () => {
        await page.reload()
        await expect(facts(page)).toContainText('Collection 35–40 min', {
          timeout: 1000,
        })
      }).toPass({ timeout: 10_000 })
      await expect(facts(page)).toContainText('Delivery 50–65 min')
    } finally {
      expect((await staff(page, '/staff/shop/busy/end')).status()).toBe(200)
    }
    await expect(async () => {
      await page.reload()
      await expect(facts(page)).toContainText('Collection 15–20 min', {
        timeout: 1000,
      })
    }).toPass({ timeout: 10_000 })
  })
})

test.describe('@menu-cart the order confirmation', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a delivery: the estimate at checkout, then the number, the promised time, the items, totals, address, payment and what happens next; no popup', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Róisín Byrne')
    await saveAddress(request, customer, 'BT9 6DW')
    await fillBasket(page, customer)
    await logInAs(page, customer)
    await page.goto('/checkout')
    await expect(
      page.getByRole('radio', { name: /Delivery/ }),
    ).toHaveAccessibleName(/30–45 min/)
    await expect(
      page.getByRole('radio', { name: /Collection/ }),
    ).toHaveAccessibleName(/15–20 min/)
    await expect(page.getByText(/delivery · [\d.]+ miles/)).toBeVisible()
    await page.getByRole('button', { name: 'Place order' }).click()

    const heading = page.getByRole('heading', {
      level: 1,
      name: /Thank you! Your order \d+ is placed\./,
    })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0)
    const [order] = await ordersOf(request, customer)
    expect(order?.promised_at).toBeTruthy()
    await expect(heading).toContainText(`order ${order?.order_id} `)
    const main = page.getByRole('main')
    await expect(main).toContainText(
      `Arriving around ${wallClock(order?.promised_at ?? '')}`,
    )
    const items = page.getByRole('region', { name: 'Your order', exact: true })
    // Each dish with its add-ons (a list of their own) and its note.
    await expect(items).toContainText(
      /2 × Adana Kebab£\d+\.\d\d\+ Garlic.*“Extra spicy”/,
    )
    await expect(items).toContainText(/Discount \(10%\)−£\d+\.\d\d/)
    await expect(items).toContainText(/Delivery fee£\d+\.\d\d/)
    await expect(items).toContainText(/Total£\d+\.\d\d/)
    await expect(
      page.getByRole('region', { name: 'Delivering to' }),
    ).toContainText('7 Eglantine Avenue')
    // The confirmation is the order's own page, so a reload shows it again.
    await expect(page).toHaveURL(new RegExp(`/orders/${order?.order_id}$`))
    const next = page.getByRole('region', { name: 'What happens next' })
    await expect(next).toContainText(/Pay £\d+\.\d\d by cash when it arrives\./)
    await expect(page.getByRole('status', { name: 'Success' })).toHaveCount(0)
    await expectAccessible(page, 'order confirmation, delivery')
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({
      path: '../docs/screenshots/confirmation.png',
      fullPage: false,
    })
  })

  test('a collection: the shop’s address with a map link, and when it will be ready', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Cathal Nolan')
    await fillBasket(page, customer)
    await logInAs(page, customer)
    await page.goto('/checkout')
    await page.getByRole('radio', { name: /Collection/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: /Your order \d+ is placed/ }),
    ).toBeVisible()
    const [order] = await ordersOf(request, customer)
    await expect(page.getByRole('main')).toContainText(
      `Ready around ${wallClock(order?.promised_at ?? '')}`,
    )
    const place = page.getByRole('region', { name: 'Collect from' })
    await expect(place).toContainText('Belfast')
    await expect(
      place.getByRole('link', { name: /Open in Maps/ }),
    ).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    )
    await expect(
      page.getByRole('region', { name: 'What happens next' }),
    ).toContainText(
      "This page and the tracker at the bottom say when it's ready to collect.",
    )
    await expectAccessible(page, 'order confirmation, collection')
  })
})
