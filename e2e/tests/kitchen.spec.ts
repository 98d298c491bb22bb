import { formatShopTime } from '@food/shared/time'
import { STORAGE_KEYS } from '@food/shared/types'
import { expectAccessible } from '../fixtures/accessibility'
import {
  kitchenToken,
  logInAs,
  ordersOf,
  placeOrderByApi,
  registerCustomer,
} from '../fixtures/customer'
import {
  addStaffMember,
  card,
  column,
  openDetails,
  openKitchenTablet,
  signInOnTablet,
} from '../fixtures/kitchen'
import { API_URL, PORTS } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

test.describe('@kitchen the order board', () => {
  test('rings for a customer’s order, accepts it for 20 minutes, and the customer follows every step', async ({
    page,
    request,
    browser,
  }) => {
    // The whole evening of one order on two screens, with an axe scan of each board screen: on
    // the kitchen display (sound banner, Details) it runs close to the default 30 s.
    test.setTimeout(60_000)
    const ciara = await addStaffMember(request, 'Ciara Byrne')
    const tablet = await openKitchenTablet(browser)
    await expectAccessible(tablet, 'the kitchen sign-in')
    await signInOnTablet(tablet, ciara.mobile)
    await expect(tablet.getByText('Live', { exact: true })).toBeVisible()

    const customer = await registerCustomer('Orla Quinn')
    const placedAt = Date.now()
    const order = await placeOrderByApi(request, customer)
    await expect(card(tablet, order.order_id)).toBeVisible({ timeout: 1000 })
    console.log(`order to card on the board: ${Date.now() - placedAt} ms`)
    await expect(column(tablet, /^New/)).toContainText(
      `Order ${order.order_id}`,
    )
    // Earlier suites may have left orders waiting: this one rings among them.
    await expect(
      tablet.getByRole('button', { name: /^\d+ new$/ }),
    ).toBeVisible()
    await expect(card(tablet, order.order_id)).toContainText(
      'New order: tap Seen',
    )
    await expectAccessible(tablet, 'the board with a new order')

    await logInAs(page, customer)
    await page.goto(`/?order_id=${order.order_id}`)
    const bar = page.getByRole('region', { name: 'Order tracking' })
    await expect(bar).toContainText('Pending Confirmation')

    await card(tablet, order.order_id)
      .getByRole('button', { name: 'Accept' })
      .click()
    const accept = tablet.getByRole('dialog', {
      name: `Accept order ${order.order_id}`,
    })
    // The board was scanned a moment ago: the dialog alone, whatever earlier suites left open.
    await expectAccessible(tablet, 'the accept dialog', '[role="dialog"]')
    await accept.getByLabel('20 min').check()
    await accept.getByRole('button', { name: 'Accept (20 min)' }).click()
    await expect(column(tablet, /^Preparing/)).toContainText(
      `Order ${order.order_id}`,
    )
    await expect(card(tablet, order.order_id)).not.toContainText(
      'New order: tap Seen',
    )

    const [placed] = (await ordersOf(request, customer)).filter(
      (o) => o._id === order._id,
    )
    const readyAt = (placed as { ready_at?: string }).ready_at
    expect(readyAt, 'the quoted ready time').toBeTruthy()
    const around = formatShopTime(new Date(readyAt as string))
    await expect(bar).toContainText(`Ready around ${around}`, { timeout: 5000 })
    await expect(card(tablet, order.order_id)).toContainText(`Ready ${around}`)

    // The kitchen ticket, as an 80 mm receipt printer gets it: the print dialog is the
    // browser's, so print() is stubbed and the page is laid out for print at 80 mm.
    await tablet.evaluate(() => {
      window.print = () => {}
    })
    await openDetails(tablet, order.order_id)
    await card(tablet, order.order_id)
      .getByRole('button', { name: 'Print ticket' })
      .click()
    await tablet.emulateMedia({ media: 'print' })
    // 80 mm at the CSS 96 px to the inch.
    await tablet.setViewportSize({ width: 303, height: 800 })
    const ticket = tablet.getByTestId('kitchen-ticket')
    await expect(ticket).toBeVisible()
    await expect(ticket).toContainText(order.order_id)
    await expect(ticket).toContainText('Adana Kebab')
    await expect(ticket).toContainText('Orla Quinn')
    await expect(tablet.getByRole('region', { name: /^New/ })).toBeHidden()
    await expect(tablet.getByRole('banner')).toBeHidden()
    const box = await ticket.boundingBox()
    expect(box?.width).toBeLessThanOrEqual((80 / 25.4) * 96 + 0.01)
    await test.info().attach('kitchen ticket at 80 mm', {
      body: await ticket.screenshot(),
      contentType: 'image/png',
    })
    await tablet.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await tablet.emulateMedia({ media: 'screen' })
    await tablet.setViewportSize({ width: 1280, height: 800 })
    await expect(ticket).toHaveCount(0)

    await card(tablet, order.order_id)
      .getByRole('button', { name: 'Ready for collection' })
      .click()
    await expect(bar).toContainText('Ready for Pickup', { timeout: 5000 })
    await expect(column(tablet, /^Ready \/ Out for delivery/)).toContainText(
      `Order ${order.order_id}`,
    )
    await card(tablet, order.order_id)
      .getByRole('button', { name: 'Collected' })
      .click()
    // A collection ends as Collected, on the button and for the customer.
    await expect(bar).toContainText('Collected', { timeout: 5000 })
    await expect(bar).not.toContainText('Delivered')
    await expect(tablet.getByText(/^Done today \(\d+\)$/)).toBeVisible()
    await tablet.context().close()
  })

  test('rejects with a reason the customer reads; a second screen sees the same board', async ({
    page,
    request,
    browser,
  }) => {
    const member = await addStaffMember(request, 'Darragh Kane')
    const first = await openKitchenTablet(browser)
    await signInOnTablet(first, member.mobile)
    // A second screen on the same session: the phone in the owner's pocket.
    const token = await first.evaluate(
      (key) => localStorage.getItem(key) ?? '',
      STORAGE_KEYS.staffToken,
    )
    const second = await openKitchenTablet(browser, { token })

    const customer = await registerCustomer('Seán Doyle')
    const order = await placeOrderByApi(request, customer)
    await expect(card(first, order.order_id)).toBeVisible()
    await expect(card(second, order.order_id)).toBeVisible()

    await card(second, order.order_id)
      .getByRole('button', { name: 'Reject' })
      .click()
    const reject = second.getByRole('dialog', {
      name: `Reject order ${order.order_id}`,
    })
    await reject.getByLabel('Item unavailable').check()
    // Its only dish is ticked already: the customer reads what ran out.
    await expect(reject.getByLabel('1× Adana Kebab')).toBeChecked()
    await reject.getByRole('button', { name: 'Reject order' }).click()
    // Both screens move it to Rejected of today, folded away until opened.
    for (const screen of [first, second]) {
      await expect(column(screen, /^New/)).not.toContainText(
        `Order ${order.order_id}`,
      )
      await screen.getByText(/^Rejected today/).click()
      await screen
        .getByText(new RegExp(`^Order ${order.order_id} · Rejected`))
        .click()
      await expect(
        screen.getByText('Rejected: Something in it has run out: Adana Kebab.'),
      ).toBeVisible()
    }

    await logInAs(page, customer)
    await page.goto(`/?order_id=${order.order_id}`)
    await expect(
      page.getByRole('region', { name: 'Order tracking' }),
    ).toContainText(
      'The restaurant could not take this order. Something in it has run out: Adana Kebab.',
    )
    await first.context().close()
    await second.context().close()
  })

  test('a removed member’s board goes back to the sign-in at once', async ({
    request,
    browser,
  }) => {
    const leaving = await addStaffMember(request, 'Fionn Walsh')
    const tablet = await openKitchenTablet(browser)
    await signInOnTablet(tablet, leaving.mobile)
    const removed = await request.post(
      `${API_URL}/staff/accounts/${leaving.id}/remove`,
      {
        headers: { authorization: `Bearer ${kitchenToken()}` },
      },
    )
    expect(removed.status()).toBe(200)
    await expect(tablet.getByLabel(/Mobile number/)).toBeVisible({
      timeout: 15_000,
    })
    await tablet.context().close()
  })
})

test.describe('@kitchen staff and customer sessions', () => {
  test('a customer’s token opens no staff endpoint, and a staff token no customer one', async ({
    request,
  }) => {
    const customer = await registerCustomer('Aoife Kelly')
    const asCustomer = await request.get(`${API_URL}/staff/board`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(asCustomer.status()).toBe(403)
    const asStaff = await request.get(`${API_URL}/user/get-profile`, {
      headers: { authorization: `Bearer ${kitchenToken()}` },
    })
    expect(asStaff.status()).toBe(403)
  })
})

test.describe('@kitchen @menu-cart sold out, and the pause', () => {
  const staffCall = (path: string, data?: object) => ({
    url: `${API_URL}${path}`,
    options: {
      headers: { authorization: `Bearer ${kitchenToken()}` },
      ...(data ? { data } : {}),
    },
  })

  test('a dish sold out shows so on the menu with Add disabled, within seconds', async ({
    page,
    request,
  }) => {
    const mark = (state: string) => {
      const call = staffCall('/staff/menu/items/item-adana-kebab/stock', {
        state,
      })
      return request.post(call.url, call.options)
    }
    try {
      expect((await mark('sold-out')).status()).toBe(200)
      const markedAt = Date.now()
      await expect(async () => {
        await page.goto('/')
        const dish = page.getByRole('article', { name: 'Adana Kebab' })
        await expect(dish).toContainText('Sold out', { timeout: 500 })
        await expect(
          dish.getByRole('button', { name: 'Add Adana Kebab' }),
        ).toBeDisabled()
      }).toPass({ timeout: 5000 })
      console.log(
        `sold out shown on the home page after ${Date.now() - markedAt} ms`,
      )
    } finally {
      await mark('in-stock')
    }
  })

  test('a pause shows its reason on the banner, refuses orders, and lifts', async ({
    page,
    request,
  }) => {
    const until = formatShopTime(new Date(Date.now() + 30 * 60_000))
    const pause = staffCall('/staff/shop/pause', {
      until,
      reason: 'kitchen at capacity',
    })
    const resume = staffCall('/staff/shop/resume')
    const customer = await registerCustomer('Ciarán Burke')
    try {
      expect((await request.post(pause.url, pause.options)).status()).toBe(200)
      const text = `We're not taking online orders until ${until}: kitchen at capacity`
      await expect(async () => {
        await page.goto('/')
        await expect(
          page.getByRole('status').filter({ hasText: text }).first(),
        ).toBeVisible({
          timeout: 500,
        })
      }).toPass({ timeout: 6000 })
      // The menu stays browsable.
      await expect(
        page.getByRole('article', { name: 'Adana Kebab' }),
      ).toBeVisible()
      const refused = await request.post(`${API_URL}/user/order/submit`, {
        headers: { authorization: `Bearer ${customer.token}` },
        data: { order_type: 'collection' },
      })
      expect(refused.status()).toBe(422)
      expect(((await refused.json()) as { message: string }).message).toBe(text)
    } finally {
      await request.post(resume.url, resume.options)
    }
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByText(/not taking online orders/)).toHaveCount(0, {
        timeout: 500,
      })
    }).toPass({ timeout: 6000 })
  })
})

test.describe('@kitchen @shell the kitchen’s code stays in the kitchen', () => {
  test('customer pages fetch nothing of mf-kitchen; /kitchen fetches it (bytes printed)', async ({
    page,
  }) => {
    const kitchenOrigin = `http://localhost:${PORTS.mf_kitchen}`
    const fetched: { url: string; bytes: number }[] = []
    page.on('requestfinished', async (request) => {
      if (!request.url().startsWith(kitchenOrigin)) return
      const sizes = await request.sizes()
      fetched.push({ url: request.url(), bytes: sizes.responseBodySize })
    })
    for (const path of ['/', '/news-and-insights', '/checkout', '/orders']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    expect(fetched.map((entry) => entry.url)).toEqual([])
    // The page data names the kitchen's manifest URL (the runtime config), never its manifest.
    const customerHtml = await (await page.request.get('/')).text()
    expect(customerHtml).not.toContain('"name":"mf_kitchen"')
    const kitchenHtml = await (await page.request.get('/kitchen')).text()
    expect(kitchenHtml).toContain('"name":"mf_kitchen"')

    await page.goto('/kitchen')
    await expect(page.getByLabel(/Mobile number/)).toBeVisible()
    await page.waitForLoadState('networkidle')
    const total = fetched.reduce((sum, entry) => sum + entry.bytes, 0)
    expect(total).toBeGreaterThan(0)
    console.log(
      `mf-kitchen on /kitchen: ${fetched.length} files, ${(total / 1024).toFixed(1)} KB as sent; on customer pages: 0 files`,
    )
  })
})

test.describe('@kitchen the board on a phone', () => {
  test('at 360 px the columns stack, the targets stay large, and the keyboard works', async ({
    request,
    browser,
  }) => {
    const phone = await openKitchenTablet(browser, {
      token: kitchenToken(),
      viewport: { width: 360, height: 740 },
    })
    const customer = await registerCustomer('Bríd Murphy')
    const order = await placeOrderByApi(request, customer)
    const accept = card(phone, order.order_id).getByRole('button', {
      name: 'Accept',
    })
    await expect(accept).toBeVisible()

    const newColumn = await column(phone, /^New/).boundingBox()
    const preparing = await column(phone, /^Preparing/).boundingBox()
    expect(preparing?.y ?? 0).toBeGreaterThan(
      (newColumn?.y ?? 0) + (newColumn?.height ?? 0) - 1,
    )
    expect((await accept.boundingBox())?.height).toBeGreaterThanOrEqual(48)
    // No sideways scrolling at 360 px.
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360)

    await accept.focus()
    await phone.keyboard.press('Enter')
    const dialog = phone.getByRole('dialog', {
      name: `Accept order ${order.order_id}`,
    })
    await expect(dialog).toBeVisible()
    await phone.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(accept).toBeFocused()
    await phone.context().close()
  })
})
