import { CLOSED_SITE_URL } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

const savedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('food:cart') ?? '[]'))

const dishNames = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()

test.describe('@menu-cart menu, item options and the cart bar', () => {
  test('a guest builds a basket with add-ons and a note and sees the bar', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Menu categories' })
      .getByRole('link', { name: 'Pizzas' })
      .click()
    await page.getByRole('button', { name: 'Add Margherita' }).click()

    const dialog = page.getByRole('dialog', { name: 'Margherita' })
    await expect(dialog.getByText('Still to choose: Pizza size')).toBeVisible()
    await dialog.getByRole('radio', { name: /12 inch/ }).check()
    await dialog.getByRole('checkbox', { name: /Mushrooms/ }).check()
    await dialog.getByRole('button', { name: 'Increase quantity' }).click()
    await dialog.getByLabel(/Special instructions/).fill('Well done, please')
    // (8.99 + 2.50 + 0.80) × 2
    await dialog.getByRole('button', { name: 'Add to basket · £24.58' }).click()
    await expect(dialog).toBeHidden()

    const bar = page.getByRole('region', { name: 'Your basket' })
    await expect(bar).toContainText('2 items')
    await expect(bar).toContainText('£24.58')
    await expect(bar).toContainText('Login to access discounts and rewards!')
    expect(await savedCart(page)).toEqual([
      expect.objectContaining({
        menu_item_id: 'item-margherita',
        quantity: 2,
        instructions: 'Well done, please',
        price: 899,
        addons: [
          expect.objectContaining({
            addon_id: 'addon-pizza-size',
            addon_item_id: 'size-12',
            addon_price: 250,
          }),
          expect.objectContaining({
            addon_id: 'addon-pizza-toppings',
            addon_item_id: 'topping-mushrooms',
            addon_price: 80,
          }),
        ],
      }),
    ])

    // The same choices again grow the line instead of repeating it.
    await page.getByRole('button', { name: 'Add Margherita' }).click()
    await dialog.getByRole('radio', { name: /12 inch/ }).check()
    await dialog.getByRole('checkbox', { name: /Mushrooms/ }).check()
    await dialog.getByLabel(/Special instructions/).fill('Well done, please')
    await dialog.getByRole('button', { name: /Add to basket/ }).click()
    await expect(bar).toContainText('3 items')
    expect(await savedCart(page)).toHaveLength(1)

    // The bar closes, and stays away on checkout.
    await bar.getByRole('button', { name: 'Close cart bar' }).click()
    await expect(bar).toBeHidden()
  })

  test('veg only keeps the category; search finds dishes across categories', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Menu categories' })
      .getByRole('link', { name: 'Kebabs' })
      .click()
    await expect(page.getByRole('main')).toContainText('Adana Kebab')
    await page.getByRole('switch', { name: 'Veg only' }).check()
    await expect(
      page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Kebabs' }),
    ).toHaveAttribute('aria-current', 'true')
    await expect
      .poll(() => dishNames(page))
      .toEqual(expect.arrayContaining(['Falafel Plate']))
    expect(await dishNames(page)).not.toContain('Adana Kebab')

    const search = page.getByRole('searchbox', { name: 'Search the menu' })
    await page.getByRole('switch', { name: 'Veg only' }).uncheck()
    await search.fill('kofte')
    const results = page.getByRole('region', { name: 'Results for “kofte”' })
    await expect(results.getByText(/dish(es)? found/)).toBeVisible()
    await expect
      .poll(() => dishNames(page))
      .toEqual(expect.arrayContaining(['Köfte Burger']))
    await search.fill('sushi')
    await expect(page.getByText('No dishes match “sushi”.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(
      page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Kebabs' }),
    ).toHaveAttribute('aria-current', 'true')
  })

  test('while the shop is closed the menu stays browsable but nothing can be added', async ({
    page,
  }) => {
    await page.goto(`${CLOSED_SITE_URL}/`)
    await expect(
      page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Kebabs' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Adana Kebab')
    await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0)
  })
})
