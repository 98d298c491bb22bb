import { expect, test } from '@playwright/test'
import { CLOSED_API_URL } from '../fixtures/ports'
import {
  FAKED_CONFIG_OPTIONS,
  useRuntimeConfig,
} from '../fixtures/runtime-config'

test.use(FAKED_CONFIG_OPTIONS)

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
    await useRuntimeConfig(page, { apiBase: CLOSED_API_URL })
    await page.goto('/')
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
    await useRuntimeConfig(page, { apiBase: CLOSED_API_URL })
    await page.goto('/')
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Basket, 3 items' })
      .click()
    await expect(page).toHaveURL(/\/checkout$/)
  })

  test('News & Insights is offered only when there are posts', async ({
    page,
  }) => {
    await page.route('**/api/blog', (route) =>
      route.fulfill({ json: { status: true, posts: [] } }),
    )
    await page.goto('/about')
    await expect(
      page.getByRole('heading', { level: 1, name: 'About us' }),
    ).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'News & Insights' }),
    ).toHaveCount(0)
  })
})
