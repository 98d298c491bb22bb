import type { OutboxReply } from '@food/shared/wire'
import type { APIRequestContext, Browser } from '@playwright/test'
import { type Customer, logInAs, registerCustomer } from '../fixtures/customer'
import { card, openDetails, openKitchenTablet } from '../fixtures/kitchen'
import { type PayingSite, startPayingSite } from '../fixtures/paying-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

// Paying online runs on a site of its own, with the fake Stripe server: paid and refunded
// orders would change what the other suites count.
let site: PayingSite | null = null

const paying = () => {
  if (!site) throw new Error('no paying site')
  return site
}

test.describe('@payments paying online by card', () => {
  test.describe.configure({ timeout: 60_000 })

  test.beforeAll(async () => {
    site = await startPayingSite()
  })
  test.afterAll(async () => {
    await site?.stop()
    site = null
  })

  type Order = {
    _id: string
    order_id: string
    order_status: string
    payment_mode: string
    final_amount: number
    refunded_amount: number
  }

  const auth = (customer: Customer) => ({
    authorization: `Bearer ${customer.token}`,
  })

  /** A customer of the paying site with two kebabs in the basket. */
  async function customerWithBasket(request: APIRequestContext, name: string) {
    const customer = await registerCustomer(name, paying().apiBase)
    const added = await request.post(`${paying().apiBase}/user/cart/add-bulk`, {
      headers: auth(customer),
      data: [
        {
          menu_item_id: 'item-adana-kebab',
          quantity: 2,
          instructions: '',
          addons: [],
        },
      ],
    })
    expect(added.status()).toBe(200)
    return customer
  }

  async function ordersOf(request: APIRequestContext, customer: Customer) {
    const response = await request.get(`${paying().apiBase}/user/order`, {
      headers: auth(customer),
    })
    return ((await response.json()) as { data: Order[] }).data
  }

  const basketOf = async (request: APIRequestContext, customer: Customer) => {
    const response = await request.get(`${paying().apiBase}/user/cart/get`, {
      headers: auth(customer),
    })
    return ((await response.json()) as { data: unknown[] }).data
  }

  /** From the checkout to Stripe's page: "Pay now by card" for collection. */
  async function goToStripe(page: Page, customer: Customer) {
    await logInAs(page, customer)
    await page.goto(`${SPARE_SHELL_URL}/checkout`)
    await page.getByRole('radio', { name: /Collection/ }).check()
    await page.getByRole('radio', { name: /Pay now by card/ }).check()
    const pay = page.getByRole('button', { name: /^Pay £\d+\.\d\d by card$/ })
    // A double tap makes one order and one Stripe session.
    await pay.dblclick()
    await page.waitForURL(`${paying().stripe.url}/**`)
    await expect(page.getByRole('button', { name: /^Pay £/ })).toBeVisible()
  }

  /** A customer pays for two kebabs on Stripe's page and is back on the site: the order. */
  async function paidThroughTheSite(
    page: Page,
    request: APIRequestContext,
    name: string,
  ) {
    const customer = await customerWithBasket(request, name)
    await goToStripe(page, customer)
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await expect(page.getByText('Paid by card').first()).toBeVisible()
    const [order] = await ordersOf(request, customer)
    if (!order) throw new Error('no order')
    return { ...order, customer }
  }

  /** The texts the dev outbox holds for a customer, oldest first. */
  async function textsTo(request: APIRequestContext, customer: Customer) {
    const response = await request.get(
      `${paying().apiBase}/dev/sms-outbox?mobile=${customer.mobile.slice(1)}`,
    )
    expect(response.status()).toBe(200)
    return ((await response.json()) as OutboxReply).data.map(
      (entry) => entry.text,
    )
  }

  async function ownerBoard(browser: Browser) {
    const tablet = await openKitchenTablet(browser, {
      token: paying().ownerToken,
      site: SPARE_SHELL_URL,
    })
    await expect(tablet.getByText('Live', { exact: true })).toBeVisible()
    return tablet
  }

  test('pays on Stripe’s page; back on the site the order is Paid, the basket empty, and the board rings', async ({
    page,
    request,
    browser,
  }) => {
    const tablet = await ownerBoard(browser)
    const customer = await customerWithBasket(request, 'Clodagh Burns')
    await goToStripe(page, customer)
    const [order] = await ordersOf(request, customer)
    expect(order).toMatchObject({ order_status: 'awaiting_payment' })
    // The kitchen sees nothing while the customer is on Stripe's page.
    await expect(card(tablet, order?.order_id ?? '')).toHaveCount(0)

    await page.getByRole('button', { name: /^Pay £/ }).click()
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Thank you! Your order ${order?.order_id} is placed.`,
      }),
    ).toBeVisible()
    await expect(page.getByText('Paid by card').first()).toBeVisible()
    // The paid return shows the whole confirmation: what was ordered and what was charged.
    await expect(
      page.getByRole('region', { name: 'Your order', exact: true }),
    ).toContainText(/Total£\d+\.\d\d/)
    // The return lands on the order's own page: a reload shows it again.
    await expect(page).toHaveURL(new RegExp(`/orders/${order?.order_id}$`))
    const bar = page.getByRole('region', { name: 'Order tracking' })
    await bar.getByRole('button', { name: /show details/ }).click()
    await expect(bar.getByText('Payment: Paid')).toBeVisible()
    expect(await basketOf(request, customer)).toEqual([])
    // The double tap made one order and one Stripe session.
    expect(
      paying()
        .stripe.sessions()
        .filter((s) => s.metadata?.order_id === order?._id),
    ).toHaveLength(1)
    expect(await ordersOf(request, customer)).toHaveLength(1)

    const ringing = card(tablet, order?.order_id ?? '')
    await expect(ringing).toContainText('New order: tap Seen')
    await expect(ringing).toContainText(/Paid online £\d+\.\d\d/)

    await page.goto(`${SPARE_SHELL_URL}/orders`)
    await expect(page.getByText('Paid by card online')).toBeVisible()
    await tablet.context().close()
  })

  test('Cancel on Stripe’s page brings the customer back to the checkout with the basket intact', async ({
    page,
    request,
  }) => {
    const customer = await customerWithBasket(request, 'Darragh Moore')
    await goToStripe(page, customer)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Payment cancelled: nothing was charged.' }),
    ).toBeVisible()
    await expect(page).not.toHaveURL(/unpaid=/)
    const basket = page.getByRole('region', { name: 'Your basket' })
    await expect(basket).toContainText('Adana Kebab')
    expect(await basketOf(request, customer)).toHaveLength(1)
    const [order] = await ordersOf(request, customer)
    expect(order?.order_status).toBe('cancelled')
  })

  test('a session that expires cancels the order, and /orders says why', async ({
    page,
    request,
  }) => {
    const customer = await customerWithBasket(request, 'Eimear Walsh')
    await goToStripe(page, customer)
    const [order] = await ordersOf(request, customer)
    const session = paying()
      .stripe.sessions()
      .find((s) => s.metadata?.order_id === order?._id)
    await paying().stripe.expire(session?.id ?? '')
    await page.goto(`${SPARE_SHELL_URL}/orders`)
    await expect(
      page.getByText(
        'The card payment was not completed in time, so the order was cancelled. Nothing was charged.',
      ),
    ).toBeVisible()
    await expect(page.getByText('Cancelled').first()).toBeVisible()
  })

  test('the kitchen rejects a paid order: refunded once, and the customer sees Refunded', async ({
    page,
    request,
    browser,
  }) => {
    const order = await paidThroughTheSite(page, request, 'Fiachra Doyle')

    const tablet = await ownerBoard(browser)
    await card(tablet, order.order_id)
      .getByRole('button', { name: 'Reject' })
      .click()
    const reject = tablet.getByRole('dialog', {
      name: `Reject order ${order.order_id}`,
    })
    await reject.getByLabel('Too busy').check()
    await reject.getByRole('button', { name: 'Reject order' }).click()
    // The rejected order folds away into today's list; opened, its card says Refunded.
    await tablet.getByText(/^Rejected today/).click()
    await tablet
      .getByText(new RegExp(`^Order ${order.order_id} · Rejected`))
      .click()
    await expect(card(tablet, order.order_id)).toContainText(
      /Refunded £\d+\.\d\d \(in full\)/,
    )

    const refunds = paying()
      .stripe.refunds()
      .filter((r) => r.metadata?.order_id === order._id)
    expect(refunds.map((r) => r.amount)).toEqual([order.final_amount])
    await page.goto(`${SPARE_SHELL_URL}/orders`)
    await expect(page.getByText(/Refunded/).first()).toBeVisible()
    await expect(page.getByText(/\(in full\)/).first()).toBeVisible()
    // The customer who closed the tab hears it by text, with the refund and the order's page.
    const money = `£${(order.final_amount / 100).toFixed(2)}`
    await expect
      .poll(async () =>
        (await textsTo(request, order.customer)).filter((text) =>
          text.includes(`order ${order.order_id}`),
        ),
      )
      .toEqual([
        `Sorry, Anatolia Grill Belfast could not take your order ${order.order_id}: The kitchen is too busy to take it right now. Your card payment of ${money} is being refunded in full. ${SPARE_SHELL_URL}/orders/${order.order_id}`,
      ])
    await tablet.context().close()
  })

  test('forged, replayed, reordered and duplicated webhooks change nothing', async ({
    page,
    request,
  }) => {
    const stripe = paying().stripe
    const first = await customerWithBasket(request, 'Gráinne Lynch')
    const second = await customerWithBasket(request, 'Hugh Kerr')
    const placeOnline = async (customer: Customer) => {
      const response = await request.post(
        `${paying().apiBase}/user/order/submit`,
        {
          headers: auth(customer),
          data: { order_type: 'collection', payment_method: 'online' },
        },
      )
      expect(response.status()).toBe(201)
      return ((await response.json()) as { data: Order }).data
    }
    const a = await placeOnline(first)
    const b = await placeOnline(second)
    const sessionOf = (order: Order) =>
      stripe.sessions().find((s) => s.metadata?.order_id === order._id)?.id ??
      ''

    stripe.setDelivery('hold')
    try {
      await stripe.pay(sessionOf(a))
      const held = stripe.events().at(-1)
      if (!held) throw new Error('no event')
      // Someone without the signing secret says B is paid: refused.
      const forged = held.body.replaceAll(sessionOf(a), sessionOf(b))
      expect(
        await stripe.sendRaw(forged, { secret: 'whsec_not_the_shop_s' }),
      ).toBe(400)
      await stripe.flush({ shuffle: true, duplicate: true })
      expect(await stripe.resend(held.id)).toBe(200)
      // Even signed by Stripe, an event about A's session that names B pays nobody else:
      // the order is found by its own session.
      const namingB = JSON.parse(held.body)
      namingB.id = `${namingB.id}_b`
      namingB.data.object.metadata.order_id = b._id
      namingB.data.object.client_reference_id = b.order_id
      namingB.data.object.amount_total = b.final_amount
      expect(await stripe.sendRaw(JSON.stringify(namingB))).toBe(200)
    } finally {
      stripe.setDelivery('immediate')
    }

    const [paidA] = await ordersOf(request, first)
    const [stillB] = await ordersOf(request, second)
    expect(paidA).toMatchObject({
      order_status: 'pending',
      payment_mode: 'CARD',
    })
    expect(stillB).toMatchObject({ order_status: 'awaiting_payment' })
    await logInAs(page, second)
    await page.goto(`${SPARE_SHELL_URL}/orders`)
    await expect(
      page.getByText('Awaiting payment', { exact: true }),
    ).toBeVisible()
    // B can still be paid, on its own session's page.
    await page.getByRole('link', { name: 'Continue to payment' }).click()
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await expect(page.getByText('Paid by card').first()).toBeVisible()
  })

  test('the owner refunds part of a paid order from its card; the customer sees the amount', async ({
    page,
    request,
    browser,
  }) => {
    const order = await paidThroughTheSite(page, request, 'Iseult Rafferty')

    const tablet = await ownerBoard(browser)
    await openDetails(tablet, order.order_id)
    await card(tablet, order.order_id)
      .getByRole('button', { name: 'Refund…' })
      .click()
    const dialog = tablet.getByRole('dialog', {
      name: `Refund order ${order.order_id}`,
    })
    await dialog.getByLabel('Amount to refund (£)').fill('2.00')
    await dialog.getByLabel('Reason (optional)').fill('Chips were cold')
    await dialog.getByRole('button', { name: 'Refund £2.00' }).dblclick()
    await expect(
      tablet
        .getByRole('status')
        .filter({ hasText: `Refunded £2.00 on order ${order.order_id}.` }),
    ).toBeVisible()
    expect(
      paying()
        .stripe.refunds()
        .filter((r) => r.metadata?.order_id === order._id)
        .map((r) => r.amount),
    ).toEqual([200])
    await page.goto(`${SPARE_SHELL_URL}/orders`)
    await expect(page.getByText('£2.00').first()).toBeVisible()
    await expect(page.getByText(/Refunded/).first()).toBeVisible()
    await tablet.context().close()
  })
})
