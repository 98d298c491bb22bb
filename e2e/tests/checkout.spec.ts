import { signUpCustomer } from '@food/tools/customers'
import {
  type Customer,
  clientAddress,
  logInAs,
  ordersOf,
  registerCustomer,
  saveAddress,
} from '../fixtures/customer'
import { asGuestWithBasket } from '../fixtures/guest-basket'
import { API_URL, CLOSED_API_URL, CLOSED_SITE_URL } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

/** Puts dishes in the customer's server basket, as the menu's Add would. */
async function fillBasket(page: Page, customer: Customer, quantity = 2) {
  const response = await page.request.post(`${API_URL}/user/cart/add-bulk`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: [
      {
        menu_item_id: 'item-adana-kebab',
        quantity,
        instructions: 'Extra spicy',
        addons: [
          { addon_id: 'addon-kebab-sauce', addon_item_id: ['sauce-garlic'] },
        ],
      },
    ],
  })
  expect(response.status()).toBe(200)
}

test.describe('@menu-cart checkout', () => {
  test('a guest changes quantities, removes a line and is asked to log in to order', async ({
    page,
  }) => {
    await asGuestWithBasket(page)
    await page.goto('/checkout')
    const basket = page.getByRole('region', { name: 'Your basket' })
    await expect(basket).toContainText('Adana Kebab')
    await basket
      .getByRole('button', { name: 'Increase quantity of Adana Kebab' })
      .click()
    await expect(basket).toContainText('£41.85')
    await basket
      .getByRole('button', { name: 'Decrease quantity of Adana Kebab' })
      .click()
    await expect(basket).toContainText('£27.90')
    await basket.getByRole('button', { name: 'Remove Coca-Cola 330ml' }).click()
    await expect(basket).not.toContainText('Coca-Cola 330ml')
    await page.reload()
    await expect(basket).toContainText('Adana Kebab')
    await expect(basket).not.toContainText('Coca-Cola 330ml')

    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  })

  test('a customer places a delivery order; a double tap places one order; the tracking bar opens', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Aoife Kelly')
    await saveAddress(request, customer, 'BT9 6DW')
    await fillBasket(page, customer)
    await logInAs(page, customer)
    await page.goto('/checkout')

    await expect(page.getByRole('radio', { name: /Delivery/ })).toBeChecked()
    await expect(page.getByText(/delivery · [\d.]+ miles/)).toBeVisible()
    await page.getByRole('radio', { name: /Card on delivery/ }).check()
    await page.getByLabel(/Note for the kitchen/).fill('Gate code 1234')
    await page.getByRole('button', { name: 'Place order' }).dblclick()

    // The page becomes the confirmation, headed by the order's number; no popup on top.
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: /Thank you! Your order \d+ is placed/,
      }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Checkout' })).toHaveCount(0)
    await expect(page.getByRole('status', { name: 'Success' })).toHaveCount(0)
    await expect(page.getByRole('main')).toContainText(
      /Arriving around \d\d:\d\d/,
    )
    const orders = await ordersOf(request, customer)
    expect(orders).toHaveLength(1)
    const [order] = orders
    await expect(
      page.getByRole('region', { name: 'Order tracking' }),
    ).toContainText(`#${order?.order_id}`)
    expect(order).toMatchObject({ order_status: 'pending' })
  })

  test('a customer collects an order: no fee, no address needed', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Brendan Quinn')
    await fillBasket(page, customer, 1)
    await logInAs(page, customer)
    await page.goto('/checkout')
    await page.getByRole('radio', { name: /Collection/ }).check()
    await expect(
      page.getByRole('region', { name: 'Order summary' }),
    ).not.toContainText('Delivery fee')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: /Thank you! Your order \d+ is placed/,
      }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText(/Ready around \d\d:\d\d/)
    const [order] = await ordersOf(request, customer)
    expect(order).toMatchObject({ order_type: 'collection', delivery_fee: 0 })
    await expect(
      page.getByRole('region', { name: 'Order tracking' }),
    ).toContainText(`#${order?.order_id}`)
  })

  test('ordering is refused while the shop is closed, and the basket stays', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Ciaran Byrne')
    // The closed API is a separate database: the customer and basket are made there.
    const token = await signUpCustomer(CLOSED_API_URL, {
      name: 'Ciaran Byrne',
      email: 'c@example.co.uk',
      mobile: customer.mobile.slice(1),
      ip: clientAddress()['x-forwarded-for'],
    })
    await request.post(`${CLOSED_API_URL}/user/cart/add-bulk`, {
      headers: { authorization: `Bearer ${token}` },
      data: [
        {
          menu_item_id: 'item-adana-kebab',
          quantity: 1,
          instructions: '',
          addons: [],
        },
      ],
    })
    await logInAs(page, { ...customer, token })
    await page.goto(`${CLOSED_SITE_URL}/checkout`)
    await expect(
      page.getByRole('region', { name: 'Your basket' }),
    ).toContainText('Adana Kebab')
    await expect(
      page.getByRole('button', { name: 'Place order' }),
    ).toBeDisabled()
    await expect(
      page.getByText(/closed and not taking orders/).first(),
    ).toBeVisible()
    // The server refuses too, with its own message.
    const refused = await request.post(`${CLOSED_API_URL}/user/order/submit`, {
      headers: { authorization: `Bearer ${token}` },
      data: { order_type: 'collection' },
    })
    expect(refused.status()).toBe(422)
    expect(((await refused.json()) as { code: string }).code).toBe(
      'SHOP_CLOSED',
    )
  })
})
