import { formatShopTime } from '@food/shared/time'
import type { Browser } from '@playwright/test'
import { placeOrderByApi, registerCustomer } from '../fixtures/customer'
import { card, column, openKitchenTablet } from '../fixtures/kitchen'
import { type OwnSite, startOwnSite } from '../fixtures/own-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

// The owner's kitchen settings (issue 29) on a site of its own: auto-accept and the default
// ready time change how every board treats new orders, so no other suite's board sees them.
let site: OwnSite | null = null

const own = () => {
  if (!site) throw new Error('no site')
  return site
}

async function ownerTablet(browser: Browser, path = '/kitchen') {
  const tablet = await openKitchenTablet(browser, {
    token: own().ownerToken,
    site: SPARE_SHELL_URL,
  })
  await expect(tablet.getByText('Live', { exact: true })).toBeVisible()
  if (path !== '/kitchen') await tablet.goto(`${SPARE_SHELL_URL}${path}`)
  return tablet
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name })

async function save(page: Page) {
  await page
    .getByRole('button', { name: 'Save the kitchen board settings' })
    .click()
}

test.describe('@kitchen the owner’s kitchen settings', () => {
  test.describe.configure({ timeout: 120_000 })

  test.beforeAll(async () => {
    // A fresh database and a second shell take a while on a busy machine.
    test.setTimeout(180_000)
    site = await startOwnSite('kitchen-settings', {
      SHOP_STATUS_OVERRIDE: 'open',
    })
  })
  test.afterAll(async () => {
    await site?.stop()
    site = null
  })

  test('the owner sets the board on the Site page; an open board follows at once', async ({
    browser,
    request,
  }) => {
    const board = await ownerTablet(browser)
    const settings = await ownerTablet(browser, '/kitchen/site/kitchen')
    const reject = field(settings, 'Reject an unanswered order after (minutes)')
    await expect(reject).toHaveValue('10')

    // Rejecting before the flag: refused, said next to the field, nothing saved.
    await reject.fill('4')
    await save(settings)
    await expect(reject).toHaveAccessibleDescription(
      /Reject after must be more minutes than Flag after\./,
    )
    await expect(settings.getByRole('alert')).toHaveText(
      'Please correct the errors before submitting.',
    )

    await field(settings, 'Flag an unanswered order after (minutes)').fill('2')
    await reject.fill('8')
    await field(settings, 'Default ready time (minutes)').fill('45')
    await settings.getByRole('radio', { name: /^Chime/ }).check()
    await save(settings)
    await expect(settings.getByRole('status')).toHaveText(
      'The kitchen board settings are saved: open boards use them now.',
    )
    await expect(reject).toHaveValue('8')

    // The open board took the new default: its accept dialog offers 45 minutes first.
    const customer = await registerCustomer('Niamh Doherty', own().apiBase)
    const ringing = await placeOrderByApi(request, customer, own().apiBase)
    await card(board, ringing.order_id)
      .getByRole('button', { name: 'Accept' })
      .click()
    const dialog = board.getByRole('dialog', {
      name: `Accept order ${ringing.order_id}`,
    })
    await expect(dialog.getByRole('radio', { name: '45 min' })).toBeChecked()
    await expect(
      dialog.getByRole('button', { name: 'Accept (45 min)' }),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Back' }).click()

    // Auto-accept on, quoting 15 minutes: a new order goes straight to Preparing.
    await settings
      .getByRole('checkbox', { name: 'Accept new orders automatically' })
      .check()
    await field(settings, 'Default ready time (minutes)').fill('15')
    await save(settings)
    await expect(settings.getByRole('status')).toHaveText(
      'The kitchen board settings are saved: open boards use them now.',
    )
    const taken = await placeOrderByApi(request, customer, own().apiBase)
    const tracked = await request.get(
      `${own().apiBase}/user/order/${taken.order_id}`,
      { headers: { authorization: `Bearer ${customer.token}` } },
    )
    const order = (
      (await tracked.json()) as {
        data: { order_status: string; ready_at: string }
      }
    ).data
    expect(order.order_status).toBe('preparing')
    const preparing = column(board, /^Preparing/)
    await expect(
      preparing.getByRole('article', { name: `Order ${taken.order_id}` }),
    ).toContainText(`Ready ${formatShopTime(new Date(order.ready_at))}`)
    const readyIn = Date.parse(order.ready_at) - Date.now()
    expect(readyIn).toBeGreaterThan(13 * 60_000)
    expect(readyIn).toBeLessThanOrEqual(15 * 60_000)
    await expect(
      card(board, taken.order_id).getByRole('button', { name: 'Accept' }),
    ).toHaveCount(0)
  })
})
