import path from 'node:path'
import { expect, type Locator, type Page, test } from '../fixtures/test'

const PHONE = { width: 390, height: 844 }
const SMALL_PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 800 }
const SCREENSHOT = path.resolve(
  import.meta.dirname,
  '../../docs/screenshots/phone-menu.png',
)

const chips = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu categories' })
const chip = (page: Page, name: string) =>
  chips(page).getByRole('link', { name, exact: true })
const section = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true })
const dish = (page: Page, name: string) =>
  page.getByRole('article', { name, exact: true })
const menuLoaded = (page: Page) =>
  expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible()
const savedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('food:cart') ?? '[]'))

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

/** How many dish rows of a category are wholly on screen below the stuck chips. */
async function rowsFullyVisible(page: Page, category: string) {
  const chipsBottom =
    (await box(chips(page))).y + (await box(chips(page))).height
  const height = page.viewportSize()?.height ?? 0
  let count = 0
  for (const row of await section(page, category).getByRole('article').all()) {
    const { y, height: rowHeight } = await box(row)
    if (y >= chipsBottom - 1 && y + rowHeight <= height + 1) count += 1
  }
  return count
}

test.describe('@menu-cart the menu on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('compact rows under chips that stay stuck, follow the scroll and take you to a category', async ({
    page,
  }) => {
    await page.goto('/')
    await menuLoaded(page)
    await expect(chip(page, 'Kebabs')).toHaveAttribute('aria-current', 'true')

    await chip(page, 'Pizzas').tap()
    const heading = section(page, 'Pizzas').getByRole('heading', { level: 2 })
    await expect(heading).toBeFocused()
    await expect(chip(page, 'Pizzas')).toHaveAttribute('aria-current', 'true')
    await expect(chip(page, 'Kebabs')).not.toHaveAttribute('aria-current')
    // The chips stay stuck under the 64 px header; the category starts just below them.
    const stuck = await box(chips(page))
    expect(stuck.y).toBeGreaterThanOrEqual(60)
    expect(stuck.y).toBeLessThanOrEqual(70)
    const headingTop = (await box(heading)).y
    expect(headingTop).toBeGreaterThanOrEqual(stuck.y + stuck.height - 1)
    expect(headingTop).toBeLessThan(stuck.y + stuck.height + 40)
    // At least four dishes fit on a 390 × 844 screen.
    expect(await rowsFullyVisible(page, 'Pizzas')).toBeGreaterThanOrEqual(4)
    const row = await box(dish(page, 'Margherita'))
    expect(row.height).toBeLessThan(160)
    // The thumbnail sits at the side of the row, square.
    const thumb = await box(dish(page, 'Margherita').locator('img'))
    expect(Math.round(thumb.width)).toBe(Math.round(thumb.height))
    expect(thumb.x).toBeGreaterThan(row.x + row.width / 2)

    await page.screenshot({ path: SCREENSHOT })

    // Scrolling by hand marks the category in view, and the chips stay put.
    await section(page, 'Desserts').evaluate((element) =>
      window.scrollTo(
        0,
        element.getBoundingClientRect().top + window.scrollY - 110,
      ),
    )
    await expect(chip(page, 'Desserts')).toHaveAttribute('aria-current', 'true')
    expect((await box(chips(page))).y).toBeCloseTo(stuck.y, 0)
    await expect(chip(page, 'Desserts')).toBeInViewport()
    await page.evaluate(() => window.scrollBy(0, -600))
    await expect(chip(page, 'Desserts')).not.toHaveAttribute('aria-current')
  })

  test('the server-rendered menu paints every category and nothing moves while it hydrates', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const response = await page.goto('/')
    const html = (await response?.text()) ?? ''
    for (const name of [
      'Adana Kebab',
      'Pistachio Baklava (4)',
      'Still Water 500ml',
    ]) {
      expect(html).toContain(name)
    }
    expect(html).toContain('aria-label="Menu categories"')
    await menuLoaded(page)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: number[] }).shifts,
    )
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
  })

  test('a dish with nothing to choose goes in with one tap and a short confirmation', async ({
    page,
  }) => {
    await page.goto('/')
    await chip(page, 'Drinks').tap()
    const add = dish(page, 'Coca-Cola 330ml').getByRole('button', {
      name: 'Add Coca-Cola 330ml',
    })
    await add.tap()

    await expect(add).toHaveText(/Added/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(
      page.getByRole('status').filter({
        hasText: 'Coca-Cola 330ml added to your basket.',
      }),
    ).toBeAttached()
    await expect(
      page.getByRole('region', { name: 'Your basket' }),
    ).toContainText('1 item')
    expect(await savedCart(page)).toEqual([
      expect.objectContaining({ menu_item_id: 'item-coke-can', quantity: 1 }),
    ])
    // The confirmation goes after a moment; the button is ready for another.
    await expect(add).toHaveText(/^\+?\s*Add$/, { timeout: 5000 })
  })

  test('a pick-one optional group is radios with None; the dialog shows the allergens', async ({
    page,
  }) => {
    await page.goto('/')
    await chip(page, 'Burgers').tap()
    await dish(page, 'Classic Smash Burger')
      .getByRole('button', { name: 'Add Classic Smash Burger' })
      .tap()
    const dialog = page.getByRole('dialog', { name: 'Classic Smash Burger' })
    await expect(
      dialog.getByText(
        'Contains: cereals containing gluten, sesame, eggs, milk, mustard, sulphites',
      ),
    ).toBeVisible()
    const drinks = dialog.getByRole('group', { name: /add a drink/ })
    await expect(drinks.getByRole('radio')).toHaveCount(5)
    await expect(drinks.getByRole('radio', { name: 'None' })).toBeChecked()
    await drinks.getByRole('radio', { name: /Diet Coke/ }).tap()
    await expect(
      dialog.getByRole('button', { name: 'Add to basket · £12.19' }),
    ).toBeVisible()
    await drinks.getByRole('radio', { name: 'None' }).tap()
    await expect(
      drinks.getByRole('radio', { name: /Diet Coke/ }),
    ).not.toBeChecked()
    await expect(
      dialog.getByRole('button', { name: 'Add to basket · £10.99' }),
    ).toBeVisible()
  })

  test('the allergen filter by touch: the dishes with it leave the menu and the search', async ({
    page,
  }) => {
    await page.goto('/')
    await menuLoaded(page)
    await page.getByRole('button', { name: 'Allergens' }).tap()
    await page.getByRole('checkbox', { name: 'sesame' }).tap()
    await page
      .getByRole('group', { name: 'Hide dishes that contain' })
      .locator('..')
      .getByRole('button', { name: 'Done' })
      .tap()

    await expect(dish(page, 'Adana Kebab')).toHaveCount(0)
    await expect(dish(page, 'Doner Meat & Chips')).toBeVisible()
    await expect(page.getByText('Hiding dishes with sesame.')).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Allergens, hiding 1' }),
    ).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('adana')
    await expect(
      page.getByRole('main').getByRole('status').first(),
    ).toContainText(/hidden by your allergen filter/)
    await expect(dish(page, 'Adana Kebab')).toHaveCount(0)
  })
})

test.describe('@menu-cart the allergen filter by keyboard, remembered on the device', () => {
  test.use({ viewport: DESKTOP })

  test('milk hidden with the keyboard stays hidden after a reload; add-ons with milk are marked', async ({
    page,
  }) => {
    await page.goto('/')
    await menuLoaded(page)
    const veg = page.getByRole('switch', { name: 'Veg only' })
    await veg.focus()
    await page.keyboard.press('Tab')
    const filter = page.getByRole('button', { name: 'Allergens' })
    await expect(filter).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(filter).toHaveAttribute('aria-expanded', 'true')
    // Tab to "milk", the seventh of the fourteen, and tick it with Space.
    const milk = page.getByRole('checkbox', { name: 'milk' })
    for (let step = 0; step < 7; step += 1) await page.keyboard.press('Tab')
    await expect(milk).toBeFocused()
    await page.keyboard.press('Space')
    await expect(milk).toBeChecked()

    await expect(dish(page, 'Margherita')).toHaveCount(0)
    await expect(dish(page, 'Adana Kebab')).toBeVisible()

    await page.reload()
    await menuLoaded(page)
    await expect(
      page.getByRole('button', { name: 'Allergens, hiding 1' }),
    ).toBeVisible()
    await expect(dish(page, 'Margherita')).toHaveCount(0)
    // Kept in a cookie, so the server's HTML already leaves the dish out (ADR 045).
    const cookies = await page.context().cookies()
    expect(
      cookies.find(({ name }) => name === 'food_avoided_allergens'),
    ).toMatchObject({ value: 'milk', path: '/', sameSite: 'Lax' })

    await page
      .getByRole('searchbox', { name: 'Search the menu' })
      .fill('margherita')
    await expect(
      page.getByText(
        'No dishes match “margherita”. 1 more is hidden by your allergen filter.',
      ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Clear search' }).click()

    await dish(page, 'Adana Kebab')
      .getByRole('button', { name: 'Add Adana Kebab' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Adana Kebab' })
    await expect(
      dialog.getByRole('checkbox', {
        name: /^Yoghurt & mint.*Contains milk, which you avoid/,
      }),
    ).toBeVisible()
    await expect(
      dialog.getByRole('checkbox', { name: /^Garlic mayo.*Contains eggs/ }),
    ).toBeVisible()
  })
})

test.describe('@menu-cart pictures and badges that do not mislead', () => {
  for (const viewport of [SMALL_PHONE, DESKTOP]) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport })

      test('a fitting picture or none; no veg badge on drinks; Add on the price line', async ({
        page,
      }) => {
        await page.goto('/')
        await menuLoaded(page)

        await expect(dish(page, 'Adana Kebab').locator('img')).toHaveAttribute(
          'src',
          /kebab\.svg$/,
        )
        await expect(dish(page, 'Margherita').locator('img')).toHaveAttribute(
          'src',
          /margherita\.svg$/,
        )
        for (const name of [
          'Falafel Plate',
          'Halloumi & Vegetable Shish',
          'Still Water 500ml',
        ]) {
          await expect(dish(page, name).locator('img')).toHaveCount(0)
        }
        await expect(dish(page, 'Falafel Plate')).toContainText('Vegetarian')
        await expect(section(page, 'Drinks')).not.toContainText('Vegetarian')
        await expect(section(page, 'Desserts')).not.toContainText('Vegetarian')

        // No badge pushes Add onto a line of its own.
        for (const row of await page
          .getByRole('main')
          .getByRole('article')
          .all()) {
          const add = row.getByRole('button', { name: /^Add / })
          if ((await add.count()) === 0) continue
          const price = await box(row.getByText(/^£\d+\.\d\d$/))
          const button = await box(add)
          const middle = button.y + button.height / 2
          expect(middle).toBeGreaterThan(price.y - 4)
          expect(middle).toBeLessThan(price.y + price.height + 4)
          // …nor sits under it.
          const veg = row.getByText('Veg', { exact: true })
          if ((await veg.count()) > 0) {
            const mark = await box(veg.locator('..'))
            expect(mark.x + mark.width).toBeLessThanOrEqual(button.x + 1)
          }
        }
      })
    })
  }

  test.describe('desktop', () => {
    test.use({ viewport: DESKTOP })

    test('the chips stay stuck and a click scrolls to the category', async ({
      page,
    }) => {
      await page.goto('/')
      await menuLoaded(page)
      await chip(page, 'Sides').click()
      await expect(chip(page, 'Sides')).toHaveAttribute('aria-current', 'true')
      const stuck = await box(chips(page))
      expect(stuck.y).toBeLessThanOrEqual(70)
      await expect(
        section(page, 'Sides').getByRole('heading', { level: 2 }),
      ).toBeInViewport()
    })
  })
})
