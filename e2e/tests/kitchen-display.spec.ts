import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { placeOrderByApi, registerCustomer } from '../fixtures/customer'
import { devClock } from '../fixtures/dev-clock'
import { card, column, openKitchenTablet } from '../fixtures/kitchen'
import { type OwnSite, startOwnSite } from '../fixtures/own-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

// The board as a kitchen display on a Friday night (issue 29): 20 open orders on a site of
// its own whose clock the suite moves (DEV_CLOCK), read at 1024×768 (the owner's tablet)
// and 390×844 (a phone).
let site: OwnSite | null = null

const apiBase = () => {
  if (!site) throw new Error('no site')
  return site.apiBase
}

const { advance, moveToNext } = devClock(apiBase)

const TABLET = { width: 1024, height: 768 }
const PHONE = { width: 390, height: 844 }

/** A kitchen action through the API, as a second tablet would do it. */
async function staffAction(
  request: APIRequestContext,
  orderId: string,
  action: 'accept' | 'acknowledge' | 'advance',
  data?: object,
) {
  const response = await request.post(
    `${apiBase()}/staff/orders/${orderId}/${action}`,
    {
      headers: { authorization: `Bearer ${site?.ownerToken}` },
      ...(data ? { data } : {}),
    },
  )
  expect(response.status(), await response.text()).toBe(200)
}

/** The tickets whose whole box is on the screen, by order number. */
async function ticketsInView(tablet: Page) {
  const viewport = tablet.viewportSize()
  if (!viewport) throw new Error('no viewport')
  const inView: string[] = []
  for (const ticket of await tablet.getByRole('article').all()) {
    const box = await ticket.boundingBox()
    if (
      box &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= viewport.width &&
      box.y + box.height <= viewport.height
    ) {
      inView.push((await ticket.getAttribute('aria-labelledby')) ?? '')
    }
  }
  return inView
}

/** The picture in docs/ (issue 29), renewed on request so a run leaves the tree clean. */
async function picture(tablet: Page, name: string) {
  await test.info().attach(name, {
    body: await tablet.screenshot(),
    contentType: 'image/png',
  })
  if (!process.env.E2E_SCREENSHOTS) return
  const shots = path.resolve(import.meta.dirname, '../../docs/screenshots')
  mkdirSync(shots, { recursive: true })
  await tablet.screenshot({ path: path.join(shots, name) })
}

test.describe('@kitchen the board as a kitchen display', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 })

  let late = ''
  let ringing: string[] = []

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000)
    site = await startOwnSite('display', { DEV_CLOCK: 'true' })
    // 19:00 in Belfast, the next evening: open every day of the week.
    await moveToNext(19 * 60)
    const customers = [
      await registerCustomer('Aoife Kelly', apiBase()),
      await registerCustomer('Ciarán Burke', apiBase()),
    ]
    const place = async (index: number) =>
      (
        await placeOrderByApi(
          request,
          customers[index % 2] as (typeof customers)[0],
          apiBase(),
        )
      ).order_id
    // Taken for 5 minutes (the shortest quote), then 9 minutes pass: late.
    late = await place(0)
    await staffAction(request, late, 'accept', { minutes: 5 })
    await advance(9)
    // 19 more of a Friday rush: 12 accepted (5 of them ready), 7 still ringing.
    const orders: string[] = []
    for (let index = 1; index < 20; index += 1) orders.push(await place(index))
    for (const [index, order] of orders.slice(0, 12).entries()) {
      await staffAction(request, order, 'accept', { minutes: 30 })
      if (index < 5) await staffAction(request, order, 'advance')
    }
    ringing = orders.slice(12)
    // A minute on: the taps' Undo (10 s) has gone, as on a board nobody touched just now.
    await advance(1)
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test('at 1024×768: no customer frame, 8 tickets or more in view, the late one first', async ({
    browser,
  }) => {
    const tablet = await openKitchenTablet(browser, {
      token: site?.ownerToken,
      site: SPARE_SHELL_URL,
      viewport: TABLET,
    })
    await expect(tablet.getByText('Live', { exact: true })).toBeVisible()
    await expect(card(tablet, ringing.at(-1) ?? '')).toBeVisible()
    // The staff frame: none of the customer's header, Login, basket or footer.
    await expect(tablet.getByRole('banner')).toHaveCount(0)
    await expect(tablet.getByRole('contentinfo')).toHaveCount(0)
    await expect(tablet.getByRole('button', { name: 'Login' })).toHaveCount(0)
    await expect(tablet.getByRole('link', { name: /^Basket/ })).toHaveCount(0)

    const preparing = column(tablet, /^Preparing/)
    await expect(preparing.getByRole('article').first()).toHaveAccessibleName(
      `Order ${late}`,
    )
    await expect(card(tablet, late)).toContainText(/\d+ min late/)
    await expect(
      tablet.getByRole('button', { name: `${ringing.length} new` }),
    ).toBeVisible()

    const inView = await ticketsInView(tablet)
    console.log(`tickets wholly in view at 1024×768: ${inView.length} of 20`)
    expect(inView.length).toBeGreaterThanOrEqual(8)
    await picture(tablet, 'kitchen-board-1024.png')

    // Full screen from the bar, and back.
    await tablet.getByRole('button', { name: 'Full screen' }).click()
    await expect(
      tablet.getByRole('button', { name: 'Leave full screen' }),
    ).toBeVisible()
    await tablet.getByRole('button', { name: 'Leave full screen' }).click()
    await expect(
      tablet.getByRole('button', { name: 'Full screen' }),
    ).toBeVisible()
    await tablet.context().close()
  })

  test('at 390×844: 3 tickets or more in view, and a new order’s count jumps to it', async ({
    browser,
    request,
  }) => {
    const phone = await openKitchenTablet(browser, {
      token: site?.ownerToken,
      site: SPARE_SHELL_URL,
      viewport: PHONE,
    })
    await expect(card(phone, ringing.at(-1) ?? '')).toBeAttached()
    await expect(phone.getByRole('banner')).toHaveCount(0)
    const inView = await ticketsInView(phone)
    console.log(`tickets wholly in view at 390×844: ${inView.length} of 20`)
    expect(inView.length).toBeGreaterThanOrEqual(3)
    await picture(phone, 'kitchen-board-390.png')

    const customer = await registerCustomer('Nuala Byrne', apiBase())
    const fresh = (await placeOrderByApi(request, customer, apiBase())).order_id
    const count = phone.getByRole('button', {
      name: `${ringing.length + 1} new`,
    })
    await expect(count).toBeVisible()
    // The newest is the last of New: below the fold until the count is tapped.
    await expect(card(phone, fresh)).not.toBeInViewport()
    await count.click()
    await expect(card(phone, fresh)).toBeInViewport({ ratio: 1 })
    await phone.context().close()
  })

  test('after a reload with orders ringing, the board asks for the tap that turns the sound back on', async ({
    browser,
  }) => {
    const tablet = await openKitchenTablet(browser, {
      token: site?.ownerToken,
      site: SPARE_SHELL_URL,
      viewport: TABLET,
    })
    await expect(card(tablet, ringing[0] ?? '')).toBeVisible()
    await tablet.reload()
    const banner = tablet.getByRole('button', {
      name: 'Tap to turn the sound back on',
    })
    await expect(banner).toBeVisible()
    // The orders show at once: no "Start shift" in the way.
    await expect(tablet.getByRole('dialog')).toHaveCount(0)
    await expect(card(tablet, ringing[0] ?? '')).toBeVisible()
    const box = await banner.boundingBox()
    expect(box?.width).toBeGreaterThan(TABLET.width * 0.9)
    // Still there a while later: nothing but a tap ends it.
    await tablet.waitForTimeout(1500)
    await expect(banner).toBeVisible()
    await banner.click()
    await expect(banner).toHaveCount(0)
    await expect(tablet.getByRole('button', { name: 'Sound' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await tablet.context().close()
  })
})
