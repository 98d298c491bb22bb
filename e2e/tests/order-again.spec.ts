import type { APIRequestContext } from '@playwright/test'
import {
  advanceOrder,
  type Customer,
  kitchenToken,
  logInAs,
  registerCustomer,
} from '../fixtures/customer'
import { API_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

/**
 * A collection of 2 Adana Kebab (Tahini, "No onions") and a Künefe, placed and handed over:
 * the past order the customer orders again.
 */
async function deliveredOrder(request: APIRequestContext, customer: Customer) {
  const headers = { authorization: `Bearer ${customer.token}` }
  const added = await request.post(`${API_URL}/user/cart/add-bulk`, {
    headers,
    data: [
      {
        menu_item_id: 'item-adana-kebab',
        quantity: 2,
        instructions: 'No onions',
        addons: [
          { addon_id: 'addon-kebab-sauce', addon_item_id: ['sauce-tahini'] },
        ],
      },
      { menu_item_id: 'item-kunefe', quantity: 1, instructions: '' },
    ],
  })
  expect(added.status(), await added.text()).toBe(200)
  const placed = await request.post(`${API_URL}/user/order/submit`, {
    headers,
    data: { order_type: 'collection', payment_method: 'cash' },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = ((await placed.json()) as { data: { order_id: string } }).data
  // Preparing, ready, then handed over at the counter.
  for (let step = 0; step < 3; step += 1) {
    await advanceOrder(request, order.order_id)
  }
  return order.order_id
}

/** The kitchen marks Künefe sold out (or back in stock), as on its Sold out screen. */
const markKunefe = (request: APIRequestContext, state: string) =>
  request.post(`${API_URL}/staff/menu/items/item-kunefe/stock`, {
    headers: { authorization: `Bearer ${kitchenToken()}` },
    data: { state },
  })

test.describe('@account @menu-cart order again', () => {
  test('Order again on /orders fills the basket and opens checkout saying what was added', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Orla Byrne')
    const orderNumber = await deliveredOrder(request, customer)
    await logInAs(page, customer)
    await page.goto('/orders')

    const card = page.getByRole('article', { name: `Order #${orderNumber}` })
    await expect(card).toContainText('Collected')
    await card.getByRole('button', { name: 'Order again' }).click()

    await expect(page).toHaveURL(/\/checkout$/)
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Added 3 items from order ${orderNumber}.` }),
    ).toBeVisible()
    const basket = page.getByRole('region', { name: 'Your basket' })
    await expect(basket).toContainText('Adana Kebab')
    await expect(basket).toContainText('Tahini')
    await expect(basket).toContainText('No onions')
    await expect(basket).toContainText('Künefe')
  })

  test('a dish the kitchen sold out is named and left out (from the profile drawer)', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Seán Quinn')
    const orderNumber = await deliveredOrder(request, customer)
    await logInAs(page, customer)
    try {
      expect((await markKunefe(request, 'sold-out')).status()).toBe(200)
      await page.goto('/')
      await page
        .getByRole('banner')
        .getByRole('button', { name: customer.name })
        .click()
      const drawer = page.getByRole('dialog', { name: customer.name })
      await drawer
        .getByRole('listitem')
        .filter({ hasText: `Order #${orderNumber}` })
        .getByRole('button', { name: 'Order again' })
        .click()

      await expect(page).toHaveURL(/\/checkout$/)
      await expect(drawer).toBeHidden()
      await expect(
        page.getByText(
          `Added 2 items from order ${orderNumber}. Left out: Künefe (sold out).`,
        ),
      ).toBeVisible()
      const basket = page.getByRole('region', { name: 'Your basket' })
      await expect(basket).toContainText('Adana Kebab')
      await expect(basket).not.toContainText('Künefe')
    } finally {
      await markKunefe(request, 'in-stock')
    }
  })
})
