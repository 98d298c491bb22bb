import { expectAccessible, VIEWPORTS } from '../fixtures/accessibility'
import {
  type Customer,
  logInAs,
  ordersOf,
  registerCustomer,
} from '../fixtures/customer'
import { fillAddress } from '../fixtures/forms'
import { API_URL } from '../fixtures/ports'
import { expect, type Locator, type Page, test } from '../fixtures/test'

/** Two Adana Kebabs in the customer's server basket: over the delivery minimum. */
async function fillBasket(page: Page, customer: Customer) {
  const response = await page.request.post(`${API_URL}/user/cart/add-bulk`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: [{ menu_item_id: 'item-adana-kebab', quantity: 2, addons: [] }],
  })
  expect(response.status()).toBe(200)
}

const deliverTo = (page: Page) =>
  page.getByRole('group', { name: 'Deliver to' })
const addButton = (page: Page) =>
  page.getByRole('button', { name: 'Add a new address' })

/** Presses "Add a new address" and gives the form it opens in the account drawer. */
async function openAddForm(page: Page, customer: Customer): Promise<Locator> {
  await addButton(page).click()
  const drawer = page.getByRole('dialog', { name: customer.name })
  const form = drawer.getByRole('form', { name: 'Add address' })
  await expect(form).toBeVisible()
  return form
}

// axe-core sets style attributes while it measures, which the page's policy
// refuses and reports; the policy itself is security-headers.spec.ts's to test.
test.use({ bypassCSP: true })
test.describe.configure({ timeout: 90_000 })

const TOO_LONG = 'Please use 30 characters or fewer.'
const FLAT = 'Flat, building (optional)'

for (const viewport of VIEWPORTS) {
  test.describe(`@account @menu-cart adding an address at checkout, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    test('the first address and then another come back selected, the drawer closed, and go on the order', async ({
      page,
      request,
    }) => {
      const customer = await registerCustomer('Niamh Quinn')
      await fillBasket(page, customer)
      await logInAs(page, customer)
      await page.goto('/checkout')
      await expect(deliverTo(page)).toContainText(
        'You have no saved addresses yet.',
      )

      // The first ever address, with a second line too long to fit at first.
      const form = await openAddForm(page, customer)
      await fillAddress(form, {
        Name: 'Niamh Quinn',
        Address: '1 Victoria Square',
        [FLAT]: 'Apartment 14, Victoria Square House',
        City: 'Belfast',
        Phone: '07911123456',
        Postcode: 'BT1 4QG',
      })
      const flat = form.getByRole('textbox', { name: FLAT })
      // Nothing was cut off: the customer sees all of it and why it does not fit, beside it.
      await expect(flat).toHaveValue('Apartment 14, Victoria Square House')
      await expect(flat).toHaveAttribute('aria-invalid', 'true')
      await expect(flat).toHaveAccessibleDescription(TOO_LONG)
      await expect(
        form.getByRole('textbox', { name: 'Postcode' }),
      ).toBeFocused()
      await expectAccessible(page, 'checkout, new address form, too long')

      await flat.fill('Apartment 14')
      await expect(form.getByText(TOO_LONG)).toHaveCount(0)
      await form.getByRole('button', { name: 'Save' }).click()

      await expect(page.getByRole('dialog')).toHaveCount(0)
      const first = deliverTo(page).getByRole('radio', {
        name: /1 Victoria Square, Apartment 14, Belfast BT1 4QG/,
      })
      await expect(first).toBeChecked()
      await expect(first).toBeFocused()
      await expect(page).toHaveURL(/\/checkout$/)

      // A second one is selected too, though the first stays the primary.
      const second = await openAddForm(page, customer)
      await fillAddress(second, {
        Name: 'Niamh Quinn',
        Address: '7 Eglantine Avenue',
        City: 'Belfast',
        Phone: '07911123456',
        Postcode: 'BT9 6DW',
      })
      await second.getByRole('radio', { name: 'Work' }).check()
      await second.getByRole('button', { name: 'Save' }).click()

      await expect(page.getByRole('dialog')).toHaveCount(0)
      const work = deliverTo(page).getByRole('radio', {
        name: /Work.*7 Eglantine Avenue/,
      })
      await expect(work).toBeChecked()
      await expect(work).toBeFocused()
      await expect(first).not.toBeChecked()
      await expect(
        deliverTo(page).getByText('Primary', { exact: true }),
      ).toHaveCount(1)
      await expectAccessible(page, 'checkout, back with the new address')

      // The order goes to the one chosen: back to the first, with its flat on the confirmation.
      await first.check()
      await page.getByRole('button', { name: 'Place order' }).click()
      const place = page.getByRole('region', { name: 'Delivering to' })
      await expect(place).toContainText('Apartment 14')
      await expect(place).toContainText('1 Victoria Square')
      const [order] = await ordersOf(request, customer)
      await page.goto('/orders')
      await expect(page.getByRole('main')).toContainText(
        'Delivery to Niamh Quinn, 1 Victoria Square, Apartment 14, Belfast BT1 4QG',
      )
      expect(order?.order_id).toBeTruthy()
    })

    test('Cancel goes back to checkout with the focus on Add a new address', async ({
      page,
    }) => {
      const customer = await registerCustomer('Ciarán Doyle')
      await fillBasket(page, customer)
      await logInAs(page, customer)
      await page.goto('/checkout')
      await expect(deliverTo(page)).toContainText(
        'You have no saved addresses yet.',
      )

      const form = await openAddForm(page, customer)
      await form.getByRole('button', { name: 'Cancel' }).click()

      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(addButton(page)).toBeFocused()
    })
  })
}
