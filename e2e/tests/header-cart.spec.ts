import { CLOSED_SITE_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

const guestCart = [
  {
    menu_item_id: 'item-adana-kebab',
    quantity: 2,
    instructions: '',
    price: 1395,
    addons: [],
  },
  {
    menu_item_id: 'item-margherita',
    quantity: 1,
    instructions: 'Well done',
    price: 1095,
    addons: [],
  },
]

async function saveGuestCart(page: import('@playwright/test').Page) {
  await page.addInitScript((cart) => {
    window.localStorage.setItem('food:cart', JSON.stringify(cart))
  }, guestCart)
}

test.describe('@shell header basket and navigation', () => {
  test('a guest’s basket count comes from the saved cart and leads to checkout', async ({
    page,
  }) => {
    await saveGuestCart(page)
    await page.goto('/')
    const basket = page
      .getByRole('banner')
      .getByRole('link', { name: 'Basket, 3 items' })
    await expect(basket).toBeVisible()
    await basket.click()
    await expect(page).toHaveURL(/\/checkout$/)
  })

  test('an empty basket does not lead to checkout and says why', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Basket, 0 items' })
      .click()
    await expect(page.getByText('Your basket is empty')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('on desktop a closed shop keeps the basket from checkout', async ({
    page,
  }) => {
    await saveGuestCart(page)
    await page.goto(`${CLOSED_SITE_URL}/`)
    await expect(
      page.getByRole('status').filter({ hasText: "We're currently closed." }),
    ).toBeVisible()
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Basket, 3 items' })
      .click()
    await expect(page.getByText("We're closed", { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('on a phone the basket still leads to checkout when the shop is closed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await saveGuestCart(page)
    await page.goto(`${CLOSED_SITE_URL}/`)
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Basket, 3 items' })
      .click()
    await expect(page).toHaveURL(/\/checkout$/)
  })
})
