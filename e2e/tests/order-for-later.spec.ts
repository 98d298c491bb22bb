import { expectAccessible, PHONE } from '../fixtures/accessibility'
import { logInAs, registerCustomer } from '../fixtures/customer'
import { devClock, openUntil, tonightAt } from '../fixtures/dev-clock'
import {
  card,
  column,
  openKitchenTablet,
  turnSoundBackOn,
} from '../fixtures/kitchen'
import { type OwnSite, startOwnSite } from '../fixtures/own-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

// Ordering for later (issue 19, part 8): an API of its own whose clock the tests set to 11:00
// and then 19:00 in Belfast (DEV_CLOCK), with the real opening hours, and the spare shell
// rendering from it.
let site: OwnSite | null = null

// axe-core sets style attributes while it measures, which the page's policy refuses and
// reports; the policy itself is security-headers.spec.ts's to test.
test.use({ bypassCSP: true })

const apiBase = () => {
  if (!site) throw new Error('no site')
  return site.apiBase
}

const { advance, moveToNext } = devClock(apiBase)

test.describe('@menu-cart ordering for later', () => {
  test.describe.configure({ timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await startOwnSite('later', { DEV_CLOCK: 'true' })
    // 11:00 in Belfast, the next morning: closed, opening at 16:30 like every day.
    await moveToNext(11 * 60)
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test('before opening, a customer orders for this evening: the menu says so, and only a time later is offered', async ({
    page,
    request,
  }) => {
    // On a phone (the evening's journey below runs on a desktop).
    await page.setViewportSize(PHONE)
    const customer = await registerCustomer('Ciarán Doyle', apiBase())
    await logInAs(page, customer)
    const notice = page.getByRole('status').filter({
      hasText: 'Order now for later today.',
    })
    // The clock jumped a moment ago: pages follow within seconds.
    await openUntil(page, `${SPARE_SHELL_URL}/`, () =>
      expect(notice).toBeVisible({ timeout: 500 }),
    )
    await expect(
      page.getByRole('status').filter({ hasText: "We're currently closed." }),
    ).toHaveText("We're currently closed. We open today at 16:30.")
    await expectAccessible(page, 'the menu before opening')
    await page.getByRole('button', { name: 'Add Coca-Cola 330ml' }).click()
    await expect(
      page.getByRole('status').filter({
        hasText: 'Coca-Cola 330ml added to your basket.',
      }),
    ).toBeAttached()

    await page.goto(`${SPARE_SHELL_URL}/checkout`)
    await page.getByRole('radio', { name: /Collection/ }).check()
    const when = page.getByRole('group', { name: 'When' })
    await expect(
      when.getByRole('radio', { name: /As soon as possible/ }),
    ).toBeDisabled()
    await expect(when.getByRole('radio', { name: /Later today/ })).toBeChecked()
    await expect(when).toContainText('16:30 to 01:00')
    await expectAccessible(page, 'the checkout before opening')
    await when
      .getByRole('combobox', { name: 'Collection time' })
      .selectOption('18:00')
    await page.getByRole('button', { name: 'Place order' }).click()
    const heading = page.getByRole('heading', {
      level: 1,
      name: /Thank you! Your order \d+ is placed\./,
    })
    await expect(heading).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Scheduled for 18:00')

    // Out of the way of the evening's test: the kitchen turns it down.
    const orderId =
      (await heading.textContent())?.match(/order (\d+)/)?.[1] ?? ''
    const rejected = await request.post(
      `${apiBase()}/staff/orders/${orderId}/reject`,
      {
        headers: { authorization: `Bearer ${site?.ownerToken}` },
        data: { reason: 'other', text: 'Test order' },
      },
    )
    expect(rejected.status(), await rejected.text()).toBe(200)
  })

  test('a customer orders a collection for 20:30: the confirmation, /orders and the bar say so; the board holds it and rings 30 minutes before', async ({
    page,
    request,
    browser,
  }) => {
    const morning = await advance(0)
    await advance(
      Math.ceil(
        (tonightAt(morning, 19 * 60).getTime() - morning.getTime()) / 60_000,
      ),
    )
    const customer = await registerCustomer('Fionnuala Reid', apiBase())
    const auth = { authorization: `Bearer ${customer.token}` }
    const added = await request.post(`${apiBase()}/user/cart/add-bulk`, {
      headers: auth,
      data: [
        {
          menu_item_id: 'item-adana-kebab',
          quantity: 1,
          instructions: '',
          addons: [],
        },
      ],
    })
    expect(added.status()).toBe(200)

    // A time that is not an open slot is refused with a clear message, over HTTP.
    const now = await advance(0)
    const refused = await request.post(`${apiBase()}/user/order/submit`, {
      headers: auth,
      data: {
        order_type: 'collection',
        scheduled_for: tonightAt(now, 19 * 60 + 10).toISOString(),
      },
    })
    expect(refused.status()).toBe(422)
    expect(await refused.json()).toMatchObject({
      status: false,
      code: 'SLOT_NOT_OPEN',
      message:
        "Sorry, we can't have it ready to collect at 19:10. Choose a collection time on the quarter hour between 19:30 and 01:00 tonight.",
    })

    await logInAs(page, customer)
    const when = page.getByRole('group', { name: 'When' })
    // The clock jumped hours a moment ago: the page may show the morning for seconds.
    await openUntil(page, `${SPARE_SHELL_URL}/checkout`, async () => {
      await page.getByRole('radio', { name: /Collection/ }).check()
      await expect(when).toContainText('19:30 to 01:00', { timeout: 500 })
    })
    await when.getByRole('radio', { name: /Later today/ }).check()
    await when
      .getByRole('combobox', { name: 'Collection time' })
      .selectOption('20:30')
    await page.getByRole('button', { name: 'Place order' }).click()

    const heading = page.getByRole('heading', {
      level: 1,
      name: /Thank you! Your order \d+ is placed\./,
    })
    await expect(heading).toBeVisible()
    const orderId =
      (await heading.textContent())?.match(/order (\d+)/)?.[1] ?? ''
    await expect(page.getByRole('main')).toContainText('Scheduled for 20:30')
    await expect(
      page.getByRole('region', { name: 'Order tracking' }),
    ).toContainText('Scheduled for 20:30')

    await page.goto(`${SPARE_SHELL_URL}/orders`)
    await expect(
      page.getByRole('article', { name: `Order #${orderId}` }),
    ).toContainText('Scheduled for 20:30')

    // The kitchen: held in its own column, quiet, until 20:00.
    const tablet = await openKitchenTablet(browser, {
      token: site?.ownerToken ?? '',
      site: SPARE_SHELL_URL,
    })
    const scheduled = column(tablet, /^Scheduled/)
    await expect(scheduled.getByRole('article')).toHaveCount(1)
    await expect(card(tablet, orderId)).toContainText('For 20:30')
    await expect(column(tablet, /^New/)).toContainText('None')
    await expect(tablet.getByText('No new order waiting.')).toBeAttached()
    await expect(tablet.getByRole('button', { name: /^\d+ new$/ })).toHaveCount(
      0,
    )

    await advance(61)
    // The board reads the server's clock when it connects.
    await tablet.reload()
    await turnSoundBackOn(tablet)
    await expect(
      column(tablet, /^New/).getByRole('article', { name: `Order ${orderId}` }),
    ).toBeVisible()
    await expect(tablet.getByRole('button', { name: '1 new' })).toBeVisible()
    await expect(scheduled).toHaveCount(0)
    await tablet.context().close()
  })
})
