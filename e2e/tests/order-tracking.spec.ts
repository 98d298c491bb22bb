import {
  advanceOrder,
  logInAs,
  placeOrderByApi,
  registerCustomer,
} from '../fixtures/customer'
import { expect, test } from '../fixtures/test'

test.describe('@account order tracking bar', () => {
  test('opens from an order_id link and follows the kitchen without a refresh', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Niamh Doherty')
    const order = await placeOrderByApi(request, customer)
    await logInAs(page, customer)
    await page.goto(`/?order_id=${order.order_id}`)

    const bar = page.getByRole('region', { name: 'Order tracking' })
    await expect(bar).toContainText(`#${order.order_id}`)
    await expect(bar).toContainText('Pending Confirmation')
    // One line; its details open beneath it.
    await bar.getByRole('button', { name: /show details/ }).click()
    await expect(bar.getByText('1 item: Adana Kebab')).toBeVisible()
    await expect(bar.getByText('Payment: Pending')).toBeVisible()

    // The kitchen starts cooking: the bar changes by itself.
    const movedAt = Date.now()
    await advanceOrder(request, order.order_id)
    await expect(bar).toContainText('Preparing', { timeout: 5000 })
    const reachedMs = Date.now() - movedAt
    console.log(
      `status change reached the open tracking bar in ${reachedMs} ms`,
    )

    await advanceOrder(request, order.order_id)
    await expect(bar).toContainText('Ready for Pickup', { timeout: 5000 })

    // It reopens after a reload from the saved latest order, and Refresh works.
    await page.goto('/')
    await expect(bar).toContainText('Ready for Pickup')
    await bar.getByRole('button', { name: /show details/ }).click()
    await bar.getByRole('button', { name: 'Refresh' }).click()
    await expect(bar).toContainText('Last refreshed just now')
    await bar.getByRole('link', { name: 'View Details' }).click()
    await expect(page).toHaveURL(new RegExp(`/orders/${order.order_id}$`))
    await expect(
      page.getByRole('heading', { level: 1, name: `Order ${order.order_id}` }),
    ).toBeVisible()
  })

  test('closes on logout and stays closed after a reload', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Eoin Walsh')
    const order = await placeOrderByApi(request, customer)
    await logInAs(page, customer)
    await page.goto(`/?order_id=${order._id}`)
    const bar = page.getByRole('region', { name: 'Order tracking' })
    await expect(bar).toContainText('Pending Confirmation')

    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Eoin Walsh' })
      .click()
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(bar).toBeHidden()
    await page.reload()
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Login' }),
    ).toBeVisible()
    await expect(bar).toBeHidden()
  })
})
