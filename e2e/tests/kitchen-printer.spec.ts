import { type FakePrinter, startFakePrinter } from '@food/tools/fake-printer'
import type { APIRequestContext, Browser } from '@playwright/test'
import { registerCustomer } from '../fixtures/customer'
import { card, openDetails, openKitchenTablet } from '../fixtures/kitchen'
import { type OwnSite, startOwnSite } from '../fixtures/own-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

// The kitchen printer on a site of its own: the owner types the address of a fake receipt
// printer on this machine in Site → Kitchen printer, and it reads the ESC/POS bytes back as text.
let printer: FakePrinter | null = null
let site: OwnSite | null = null

const own = () => {
  if (!site || !printer) throw new Error('no printing site')
  return { site, printer }
}

test.describe('@printer the kitchen printer', () => {
  test.describe.configure({ timeout: 90_000 })

  test.beforeAll(async () => {
    // A fresh database and a second shell take a while on a busy machine.
    test.setTimeout(180_000)
    printer = await startFakePrinter()
    site = await startOwnSite('printer', {
      SHOP_STATUS_OVERRIDE: 'open',
      PRINTER_TIMEOUT_MS: '2000',
    })
  })
  test.afterAll(async () => {
    await site?.stop()
    await printer?.close()
    site = null
    printer = null
  })

  /** A customer's collection order of two Adana kebabs, placed through the API. */
  async function placeOrder(request: APIRequestContext, name: string) {
    const { apiBase } = own().site
    const customer = await registerCustomer(name, apiBase)
    const headers = { authorization: `Bearer ${customer.token}` }
    const added = await request.post(`${apiBase}/user/cart/add-bulk`, {
      headers,
      data: [
        {
          menu_item_id: 'item-adana-kebab',
          quantity: 2,
          instructions: 'Extra crispy',
          addons: [],
        },
      ],
    })
    expect(added.status()).toBe(200)
    const placed = await request.post(`${apiBase}/user/order/submit`, {
      headers,
      data: { order_type: 'collection' },
    })
    expect(placed.status()).toBe(201)
    return ((await placed.json()) as { data: { order_id: string } }).data
  }

  async function ownerTablet(browser: Browser, path = '/kitchen') {
    const tablet = await openKitchenTablet(browser, {
      token: own().site.ownerToken,
      site: SPARE_SHELL_URL,
    })
    await expect(tablet.getByText('Live', { exact: true })).toBeVisible()
    if (path !== '/kitchen') await tablet.goto(`${SPARE_SHELL_URL}${path}`)
    return tablet
  }

  /** The printer's address as the owner saves it (the first test does so on the page). */
  async function setPrinterThroughApi(request: APIRequestContext) {
    const saved = await request.put(`${own().site.apiBase}/staff/printer`, {
      headers: { authorization: `Bearer ${own().site.ownerToken}` },
      data: { address: own().printer.address, model: 'epson-tm-m30iii' },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }

  async function accept(tablet: Page, number: string) {
    await card(tablet, number).getByRole('button', { name: 'Accept' }).click()
    await tablet
      .getByRole('dialog', { name: `Accept order ${number}` })
      .getByRole('button', { name: /^Accept \(/ })
      .click()
  }

  test('the owner types the printer’s address, prints a test page, turns auto-print on; accepting prints the ticket once, and both tablets see Printed', async ({
    browser,
    request,
  }) => {
    const settings = await ownerTablet(browser, '/kitchen/site/printer')
    await expect(
      settings.getByText(
        'No kitchen printer is set up: tickets print from the tablet’s browser.',
      ),
    ).toBeVisible()
    const address = settings.getByRole('textbox', { name: 'Printer’s address' })
    const save = settings.getByRole('button', { name: 'Save the printer' })
    // A URL is not what the test slip shows: refused at the field, nothing lost.
    await address.fill(`tcp://${own().printer.address}`)
    await save.click()
    await expect(
      settings.getByText(
        'Enter the printer’s address as on its test slip, like 192.168.1.50 or 192.168.1.50:9100.',
      ),
    ).toBeVisible()
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(address).toHaveValue(`tcp://${own().printer.address}`)

    await address.fill(own().printer.address)
    await settings
      .getByRole('combobox', { name: 'Model' })
      .selectOption({ label: 'Epson TM-m30III' })
    await save.click()
    const sentence = `Tickets now print on the Epson TM-m30III at ${own().printer.address}.`
    await expect(settings.getByRole('status').first()).toHaveText(sentence)
    await expect(
      settings.getByText(
        `Tickets print on the Epson TM-m30III at ${own().printer.address}.`,
      ),
    ).toBeVisible()

    const pagesBefore = own().printer.tickets.length
    await settings.getByRole('button', { name: 'Print a test page' }).click()
    await expect(
      settings.getByText(
        `The test page printed on the printer at ${own().printer.address}.`,
      ),
    ).toBeVisible()
    const [page] = (await own().printer.waitForTickets(pagesBefore + 1)).slice(
      pagesBefore,
    )
    expect(page?.text).toContain('Test print')
    expect(page?.text).toContain('Anatolia Grill')
    expect(page?.text).toContain('Epson TM-m30III')

    const autoPrint = settings.getByRole('checkbox', {
      name: 'Print each order’s ticket when it is accepted',
    })
    await autoPrint.check()
    await expect(
      settings.getByText('Each order’s ticket now prints when it is accepted.'),
    ).toBeVisible()
    await settings.context().close()

    const tablet = await ownerTablet(browser)
    const other = await ownerTablet(browser)
    const order = await placeOrder(request, 'Saoirse Quinn')
    const before = own().printer.tickets.length
    await accept(tablet, order.order_id)

    await expect(card(tablet, order.order_id)).toContainText(
      /Printed \d\d:\d\d/,
    )
    await expect(card(other, order.order_id)).toContainText(/Printed \d\d:\d\d/)
    const [ticket] = (await own().printer.waitForTickets(before + 1)).slice(
      before,
    )
    expect(ticket?.text).toContain(`ORDER ${order.order_id}`)
    expect(ticket?.text).toContain('2 x Adana Kebab')
    expect(ticket?.text).toContain('"Extra crispy"')
    // The other tablet's Print ticket (in the card's Details) now reads Reprint: tapping
    // nothing prints nothing.
    await openDetails(other, order.order_id)
    await expect(
      card(other, order.order_id).getByRole('button', {
        name: 'Reprint ticket',
      }),
    ).toBeVisible()
    expect(own().printer.tickets.length).toBe(before + 1)
  })

  test('a printer that is off: "Not printed — Retry" on the card; on again, Retry prints it once', async ({
    browser,
    request,
  }) => {
    await setPrinterThroughApi(request)
    const tablet = await ownerTablet(browser)
    const order = await placeOrder(request, 'Cathal Byrne')
    await own().printer.switchOff()
    const before = own().printer.tickets.length
    try {
      await openDetails(tablet, order.order_id)
      await card(tablet, order.order_id)
        .getByRole('button', { name: 'Print ticket' })
        .click()
      const failed = card(tablet, order.order_id).getByRole('alert')
      await expect(failed).toContainText('Not printed — The printer at')
      await expect(failed).toContainText('refused the connection')
    } finally {
      await own().printer.switchOn()
    }
    await card(tablet, order.order_id)
      .getByRole('button', { name: 'Retry' })
      .click()
    await expect(card(tablet, order.order_id)).toContainText(
      /Printed \d\d:\d\d/,
    )
    await expect(
      card(tablet, order.order_id).getByRole('button', { name: 'Retry' }),
    ).toHaveCount(0)
    const printed = await own().printer.waitForTickets(before + 1)
    expect(printed.at(-1)?.text).toContain(`ORDER ${order.order_id}`)
    expect(own().printer.tickets.length).toBe(before + 1)
  })
})
