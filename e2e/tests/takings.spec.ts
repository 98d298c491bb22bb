import { STORAGE_KEYS } from '@food/shared/types'
import type { APIRequestContext } from '@playwright/test'
import { registerCustomer } from '../fixtures/customer'
import { type PayingSite, startPayingSite } from '../fixtures/paying-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { readOrdersCsv, reportLine, takingsFigure } from '../fixtures/takings'
import { expect, test } from '../fixtures/test'

// The takings are a day's sums, so they run on a site of their own: no other suite's orders
// count, and every figure can be checked to the penny against the orders placed here.
let site: PayingSite | null = null

const own = () => {
  if (!site) throw new Error('no site of its own')
  return site
}

type Order = {
  _id: string
  order_id: string
  order_status: string
  payment_method: 'cash' | 'card' | 'online'
  tax_amount: number
  final_amount: number
  refunded_amount: number
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`
const sum = (orders: Order[], pick: (o: Order) => number) =>
  orders.reduce((total, o) => total + pick(o), 0)

test.describe('@kitchen the owner’s takings', () => {
  test.describe.configure({ timeout: 90_000 })

  test.beforeAll(async () => {
    // An API and a shell of its own start here: slow on a busy machine.
    test.setTimeout(180_000)
    site = await startPayingSite()
  })
  test.afterAll(async () => {
    await site?.stop()
    site = null
  })

  const staff = (request: APIRequestContext, number: string, path: string) =>
    request.post(`${own().apiBase}/staff/orders/${number}/${path}`, {
      headers: { authorization: `Bearer ${own().ownerToken}` },
      data: path === 'accept' ? { minutes: 15 } : { reason: 'too_busy' },
    })

  /** A new customer's order of two kebabs, collected; paid online when asked. */
  async function place(
    request: APIRequestContext,
    payment_method: 'cash' | 'card' | 'online',
  ): Promise<Order> {
    const customer = await registerCustomer('Aoife Kelly', own().apiBase)
    const headers = { authorization: `Bearer ${customer.token}` }
    const added = await request.post(`${own().apiBase}/user/cart/add-bulk`, {
      headers,
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
    const placed = await request.post(`${own().apiBase}/user/order/submit`, {
      headers,
      data: { order_type: 'collection', payment_method },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const order = ((await placed.json()) as { data: Order }).data
    if (payment_method !== 'online') return order
    const session = own()
      .stripe.sessions()
      .find((s) => s.metadata?.order_id === order._id)
    await own().stripe.pay(session?.id ?? '')
    return order
  }

  test('shows what was taken, apart from the rest, and the CSV and the report equal the orders', async ({
    page: tablet,
    request,
  }) => {
    const cash = await place(request, 'cash')
    const card = await place(request, 'card')
    const online = await place(request, 'online')
    const pending = await place(request, 'cash')
    const rejected = await place(request, 'cash')
    for (const order of [cash, card, online]) {
      expect((await staff(request, order.order_id, 'accept')).status()).toBe(
        200,
      )
    }
    expect((await staff(request, rejected.order_id, 'reject')).status()).toBe(
      200,
    )
    const taken = [cash, card, online]
    const total = sum(taken, (o) => o.final_amount)
    const vat = sum(taken, (o) => o.tax_amount)

    // The owner's tablet, signed in (the test's own page, so the console guard watches it).
    await tablet.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [STORAGE_KEYS.staffToken, own().ownerToken] as const,
    )
    await tablet.goto(`${SPARE_SHELL_URL}/kitchen/takings`)
    await expect(
      tablet.getByRole('heading', { name: 'Takings', level: 1 }),
    ).toBeVisible()
    const takenRegion = 'Taken: orders the kitchen accepted'
    await expect(takingsFigure(tablet, takenRegion, 'Total taken')).toHaveText(
      `${pounds(total)} (3 orders)`,
    )
    await expect(takingsFigure(tablet, takenRegion, 'Cash')).toHaveText(
      `${pounds(cash.final_amount)} (1 order)`,
    )
    await expect(
      takingsFigure(tablet, takenRegion, 'Card on delivery'),
    ).toHaveText(`${pounds(card.final_amount)} (1 order)`)
    await expect(takingsFigure(tablet, takenRegion, 'Paid online')).toHaveText(
      `${pounds(online.final_amount)} (1 order)`,
    )
    await expect(
      takingsFigure(tablet, takenRegion, 'VAT at 20% (included)'),
    ).toHaveText(pounds(vat))
    await expect(
      takingsFigure(tablet, 'Not taken', 'Not answered yet'),
    ).toHaveText(`${pounds(pending.final_amount)} (1 order)`)
    await expect(takingsFigure(tablet, 'Not taken', 'Rejected')).toHaveText(
      `1 order, ${pounds(rejected.final_amount)}`,
    )

    // The end-of-night report: what the drawer, the card machine and Stripe should hold.
    const line = (term: string) => reportLine(tablet, term)
    await expect(line('Cash expected in the drawer')).toHaveText(
      pounds(cash.final_amount),
    )
    await expect(line('Card on delivery')).toHaveText(pounds(card.final_amount))
    await expect(line('Paid online')).toHaveText(pounds(online.final_amount))
    await expect(line('Refunds')).toHaveText('£0.00')
    await expect(line('Net takings')).toHaveText(pounds(total))
    await expect(line('VAT at 20% (included)')).toHaveText(pounds(vat))
    // It prints on its own at 80 mm: on paper, only the report.
    await tablet.emulateMedia({ media: 'print' })
    await tablet.evaluate(() => {
      // The print dialog is the browser's; the test checks the page it would print.
      window.print = () => {}
    })
    await tablet.getByRole('button', { name: 'Print report' }).click()
    const printed = tablet.getByTestId('end-of-night-paper')
    await expect(printed).toBeVisible()
    await expect(tablet.getByRole('heading', { name: 'Takings' })).toBeHidden()
    const width = await printed
      .getByRole('article')
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(Math.round(width)).toBe(Math.round((80 / 25.4) * 96))
    await tablet.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await tablet.emulateMedia({ media: 'screen' })

    // The orders' CSV: one line per order, whose Total column adds up to the figures.
    const [download] = await Promise.all([
      tablet.waitForEvent('download'),
      tablet.getByRole('button', { name: 'Download orders (CSV)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      /^takings-orders-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const { lines, column } = await readOrdersCsv(download)
    expect(lines).toHaveLength(5)
    expect(column('Taken', 'Total')).toBe(total)
    expect(column('Taken', 'VAT')).toBe(vat)
    expect(column('Not answered yet', 'Total')).toBe(pending.final_amount)
    expect(column('Rejected', 'Total')).toBe(rejected.final_amount)
    expect(lines.find((l) => l.Order === online.order_id)?.Payment).toBe(
      'Paid online',
    )
  })
})
