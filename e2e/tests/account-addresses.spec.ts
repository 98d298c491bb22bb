import {
  logInAs,
  placeOrderByApi,
  registerCustomer,
} from '../fixtures/customer'
import { fillAddress } from '../fixtures/forms'
import { expect, type Locator, type Page, test } from '../fixtures/test'

async function openAddresses(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click()
  const drawer = page.getByRole('dialog', { name })
  await drawer.getByRole('tab', { name: 'Address' }).click()
  return drawer
}

const card = (drawer: Locator, label: string) =>
  drawer
    .getByRole('listitem')
    .filter({ has: drawer.page().getByRole('heading', { name: label }) })

test.describe('@account profile drawer: addresses, order history and /orders', () => {
  test('adds, edits, makes primary and deletes addresses, with the SPEC texts', async ({
    page,
  }) => {
    const customer = await registerCustomer('Siobhán Murphy')
    await logInAs(page, customer)
    await page.goto('/')
    const drawer = await openAddresses(page, 'Siobhán Murphy')

    await drawer.getByRole('button', { name: 'Add address' }).click()
    const form = drawer.getByRole('form', { name: 'Add address' })
    await fillAddress(form, {
      Name: 'Siobhán Murphy',
      Address: '7 Eglantine Avenue',
      City: 'Belfast',
      Phone: '07911123456',
      Postcode: 'BT18 9AB',
    })
    await form.getByRole('textbox', { name: 'Name', exact: true }).focus()
    await expect(
      form.getByText("Sorry we don't deliver outside Belfast."),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await form.getByRole('button', { name: 'Save' }).click({ force: true })
    await expect(
      form.getByText('Please correct the errors before submitting.'),
    ).toBeVisible()

    await fillAddress(form, {
      Postcode: 'BT9 6DW',
      'Flat, building (optional)': 'Flat 2',
    })
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Address added successfully!')).toBeVisible()
    await expect(card(drawer, 'Home')).toContainText('Primary')
    await expect(card(drawer, 'Home')).toContainText('Flat 2')

    // A second address, labelled by the customer.
    await drawer.getByRole('button', { name: 'Add address' }).click()
    await fillAddress(form, {
      Name: 'Siobhán Murphy',
      Address: '1 Queen Street',
      City: 'Belfast',
      Phone: '02890123456',
      Postcode: 'BT1 6EA',
    })
    await form.getByRole('radio', { name: 'Others' }).check()
    await form.getByRole('textbox', { name: 'Custom label' }).fill('Office')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(card(drawer, 'Office')).toContainText('1 Queen Street')

    await card(drawer, 'Office').getByRole('button', { name: 'Edit' }).click()
    const edit = drawer.getByRole('form', { name: 'Edit address' })
    await fillAddress(edit, {
      Address: '3 Castle Street',
      'Flat, building (optional)': 'Floor 4, Castle House',
    })
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Address updated successfully!')).toBeVisible()
    await expect(card(drawer, 'Office')).toContainText('3 Castle Street')
    await expect(card(drawer, 'Office')).toContainText('Floor 4, Castle House')

    await card(drawer, 'Office')
      .getByRole('button', { name: 'Set as primary' })
      .click()
    await expect(card(drawer, 'Office')).toContainText('Primary')
    await expect(card(drawer, 'Home')).not.toContainText('Primary')

    await card(drawer, 'Home').getByRole('button', { name: 'Delete' }).click()
    await card(drawer, 'Home').getByRole('button', { name: 'Yes' }).click()
    await expect(card(drawer, 'Home')).toHaveCount(0)
    await expect(card(drawer, 'Office')).toContainText('Primary')
  })

  test('order history and /orders show a placed order, and Track Order opens the bar', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Eimear Kelly')
    const order = await placeOrderByApi(request, customer)
    await logInAs(page, customer)
    await page.goto('/')
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Eimear Kelly' })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Eimear Kelly' })
    const history = drawer.getByRole('tabpanel', { name: /Order History/ })
    await expect(
      drawer.getByRole('tab', { name: 'Order History (1)' }),
    ).toBeVisible()
    await expect(history).toContainText(order.order_id)
    await expect(history).toContainText('Adana Kebab')
    await history.getByRole('button', { name: /Track Order/ }).click()
    await expect(
      page.getByRole('region', { name: 'Order tracking' }),
    ).toContainText(`#${order.order_id}`)

    await page.goto('/orders')
    const list = page.getByRole('main')
    await expect(list).toContainText(order.order_id)
    await expect(list).toContainText('Pending Confirmation')
    await expect(list).toContainText('Collection')
    await expect(list).toContainText('Adana Kebab')
  })

  test('/orders asks a guest to log in', async ({ page }) => {
    await page.goto('/orders')
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
  })
})
