import {
  advanceOrder,
  freshMobile,
  latestCode,
  useOwnClientAddress,
} from '../fixtures/customer'
import {
  type Device,
  desktop,
  expectFits,
  PHONE_SCREEN,
  phone,
} from '../fixtures/devices'
import { enterCode, fillAddress } from '../fixtures/forms'
import { expect, type Page, test } from '../fixtures/test'

const money = (pence: number) => `£${(pence / 100).toFixed(2)}`

// Seed prices (pence): Falafel Wrap with tahini and still water, twice; Pistachio Baklava, twice.
const WRAP_EACH = 799 + 50 + 100
const BAKLAVA_EACH = 549
const ITEMS_TOTAL = 2 * WRAP_EACH + 2 * BAKLAVA_EACH
const DISCOUNT = Math.round(ITEMS_TOTAL / 10)
const AFTER_DISCOUNT = ITEMS_TOTAL - DISCOUNT

const JOURNEY_EMAIL = 'orla@example.co.uk'

/** A guest browses the menu and fills a basket. */
async function buildGuestBasket(page: Page, device: Device) {
  await page.goto('/')
  await device.expectNavigation(page)
  const main = page.getByRole('main')
  await expect(
    page
      .getByRole('navigation', { name: 'Menu categories' })
      .getByRole('link', { name: 'Kebabs' }),
  ).toHaveAttribute('aria-current', 'true')
  await device.press(
    page
      .getByRole('navigation', { name: 'Menu categories' })
      .getByRole('link', { name: 'Wraps' }),
  )
  await expect(main).toContainText('Doner Wrap')
  await device.press(page.getByRole('switch', { name: 'Veg only' }))
  await expect(page.getByRole('switch', { name: 'Veg only' })).toBeChecked()
  await expect(main.getByRole('heading', { name: 'Doner Wrap' })).toBeHidden()
  await expectFits(page)

  await device.press(page.getByRole('button', { name: 'Add Falafel Wrap' }))
  const wrap = page.getByRole('dialog', { name: 'Falafel Wrap' })
  await device.press(wrap.getByRole('checkbox', { name: /Tahini/ }))
  await device.press(wrap.getByRole('radio', { name: /Still water/ }))
  await device.press(wrap.getByRole('button', { name: 'Increase quantity' }))
  await expectFits(page, wrap)
  await device.press(
    wrap.getByRole('button', {
      name: `Add to basket · ${money(2 * WRAP_EACH)}`,
    }),
  )
  await expect(wrap).toBeHidden()

  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('baklava')
  const results = page.getByRole('region', { name: 'Results for “baklava”' })
  await device.press(
    results.getByRole('button', { name: 'Add Pistachio Baklava (4)' }),
  )
  const baklava = page.getByRole('dialog', { name: 'Pistachio Baklava (4)' })
  await device.press(
    baklava.getByRole('button', {
      name: `Add to basket · ${money(BAKLAVA_EACH)}`,
    }),
  )
  await expect(baklava).toBeHidden()

  const bar = page.getByRole('region', { name: 'Your basket' })
  await expect(bar).toContainText('3 items')
  await expect(bar).toContainText(money(2 * WRAP_EACH + BAKLAVA_EACH))
  await expect(bar).toContainText('Login to access discounts and rewards!')
  await expect(
    bar.getByRole('button', { name: 'Close cart bar' }),
  ).toBeVisible()
  await expectFits(page, bar)
  // The header's basket counts the guest's dishes and leads to checkout.
  await device.press(
    page.getByRole('banner').getByRole('link', { name: 'Basket, 3 items' }),
  )
  await expect(page).toHaveURL(/\/checkout$/)

  // One more baklava, from the basket.
  const basket = page.getByRole('region', { name: 'Your basket' })
  await device.press(
    basket.getByRole('button', {
      name: 'Increase quantity of Pistachio Baklava (4)',
    }),
  )
  await expect(
    page.getByRole('region', { name: 'Order summary' }),
  ).toContainText(`Items total${money(ITEMS_TOTAL)}`)
  await expectFits(page)
}

/** Signs up in the login drawer with a new mobile and the code the dev outbox holds. */
async function signUp(page: Page, device: Device, name: string) {
  const mobile = freshMobile()
  await device.openLogin(page)
  await device.press(
    page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Create an account' }),
  )
  const signup = page.getByRole('dialog', { name: 'Sign up' })
  await signup.getByLabel('Full name').fill(name)
  await signup.getByLabel('Email').fill(JOURNEY_EMAIL)
  // The number is typed after a +44 that the field shows.
  await signup.getByRole('textbox', { name: 'Mobile number +44' }).fill(mobile)
  await expectFits(page, signup)
  await device.press(signup.getByRole('button', { name: 'Send code' }))
  await expect(page.getByText('OTP Sent!')).toBeVisible()
  const verify = page.getByRole('dialog', { name: 'Verify OTP' })
  await enterCode(verify, await latestCode(mobile))
  await device.press(verify.getByRole('button', { name: 'Verify' }))
  await expect(verify).toBeHidden()
  return mobile
}

/** The basket's two lines, as checkout lists them. */
async function expectBasketLines(page: Page) {
  const basket = page.getByRole('region', { name: 'Your basket' })
  const wrap = basket.getByRole('listitem').filter({ hasText: 'Falafel Wrap' })
  await expect(wrap).toContainText('With: Tahini, Still water 500ml')
  await expect(
    wrap.getByRole('group', { name: 'Quantity of Falafel Wrap' }),
  ).toContainText('2')
  await expect(wrap).toContainText(money(2 * WRAP_EACH))
  const baklava = basket
    .getByRole('listitem')
    .filter({ hasText: 'Pistachio Baklava (4)' })
  await expect(
    baklava.getByRole('group', { name: 'Quantity of Pistachio Baklava (4)' }),
  ).toContainText('2')
  await expect(baklava).toContainText(money(2 * BAKLAVA_EACH))
  await expect(basket.getByRole('listitem')).toHaveCount(2)
}

/** After login the guest basket is the account's: same lines, now with the discount. */
async function expectMergedBasket(page: Page, device: Device) {
  await expectBasketLines(page)
  await device.goTo(page, 'Menu')
  const bar = page.getByRole('region', { name: 'Your basket' })
  await expect(bar).toContainText('4 items')
  await expect(bar).toContainText(`You saved ${money(DISCOUNT)} with 10% off!`)
  await expect(bar.locator('s')).toContainText(money(ITEMS_TOTAL))
  await expect(bar).toContainText(money(AFTER_DISCOUNT))
  await expectFits(page, bar)
  await device.press(bar.getByRole('link', { name: 'View Cart' }))
  await expect(page).toHaveURL(/\/checkout$/)
  await expectBasketLines(page)
}

/** Adds a Belfast address from checkout and places a delivery order; returns its number and total. */
async function checkOut(page: Page, device: Device, name: string) {
  await expect(page.getByRole('radio', { name: /Delivery/ })).toBeChecked()
  await device.press(page.getByRole('button', { name: 'Add a new address' }))
  // Straight to the form, on the drawer's Address tab.
  const drawer = page.getByRole('dialog', { name })
  await expect(drawer.getByRole('tab', { name: 'Address' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const form = drawer.getByRole('form', { name: 'Add address' })
  await fillAddress(form, {
    Name: name,
    Address: '7 Eglantine Avenue',
    City: 'Belfast',
    Phone: '07911123456',
    Postcode: 'BT9 6DW',
  })
  await expectFits(page, drawer)
  await device.press(form.getByRole('button', { name: 'Save' }))
  await expect(page.getByText('Address added successfully!')).toBeVisible()
  // Saved, the drawer closes by itself: back at checkout with the new address chosen.
  await expect(drawer).toBeHidden()

  const address = page.getByRole('radio', { name: /7 Eglantine Avenue/ })
  await expect(address).toBeChecked()
  await expect(address).toBeFocused()
  await expect(page.getByText(/delivery · [\d.]+ miles/)).toBeVisible()
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary).toContainText(`Discount (10%)−${money(DISCOUNT)}`)
  const feeText = await summary
    .locator('dt:text-is("Delivery fee") + dd')
    .textContent()
  expect(feeText).toMatch(/^£\d+\.\d\d$/)
  const fee = Math.round(Number(feeText?.slice(1)) * 100)
  const total = money(AFTER_DISCOUNT + fee)
  await expect(summary).toContainText(`Total${total}`)
  await expectFits(page)

  await device.press(page.getByRole('button', { name: 'Place order' }))
  const placed = page.getByRole('heading', {
    level: 1,
    name: /Thank you! Your order \d+ is placed/,
  })
  await expect(placed).toBeVisible()
  const orderId = (await placed.textContent())?.match(/order (\d+)/)?.[1] ?? ''
  await expect(page.getByRole('main')).toContainText(`Total${total}`)
  await expect(page.getByRole('main')).toContainText('2 × Falafel Wrap')
  await expect(page.getByRole('status', { name: 'Success' })).toHaveCount(0)
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Basket, 0 items' }),
  ).toBeVisible()
  return { orderId, total }
}

/** Staff move the order along; the bar follows on whatever page the customer is. */
async function followOrder(page: Page, device: Device, orderId: string) {
  const bar = page.getByRole('region', { name: 'Order tracking' })
  await expect(bar).toContainText(`#${orderId}`)
  await expect(bar).toContainText('Pending Confirmation')
  await device.press(bar.getByRole('button', { name: /show details/ }))
  await expect(bar.getByText('Payment: Pending')).toBeVisible()
  await expect(bar).toContainText(
    '4 items: Falafel Wrap, Pistachio Baklava (4)',
  )
  await expect(bar.getByRole('button', { name: 'Refresh' })).toBeVisible()
  await expect(bar).toContainText('Last refreshed just now')
  await expectFits(page, bar)

  // A blog post while the kitchen starts cooking.
  await device.goTo(page, 'News & Insights')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
  ).toBeVisible()
  const post = page.getByRole('article').first()
  const title = (await post.getByRole('heading').textContent()) ?? ''
  await device.press(post.getByRole('link', { name: /Read more/ }))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expectFits(page)

  await advanceOrder(page.request, orderId)
  await expect(bar).toContainText('Preparing')
  await device.goTo(page, 'Menu')
  await advanceOrder(page.request, orderId)
  await expect(bar).toContainText('Out for Delivery')
  await advanceOrder(page.request, orderId)
  await expect(bar).toContainText('Delivered')
  await expectFits(page, bar)
  await device.press(bar.getByRole('link', { name: 'View Details' }))
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`))
  await expect(page.getByRole('main')).toContainText('Delivered')
  await device.goTo(page, 'Menu')
}

/** The customer's profile, and the delivered order in its history and on /orders. */
async function expectInOrders(
  page: Page,
  device: Device,
  { name, mobile }: { name: string; mobile: string },
  order: { orderId: string; total: string },
) {
  await device.openProfile(page, name)
  const drawer = page.getByRole('dialog', { name })
  await expect(drawer).toContainText(`+44 ${mobile.slice(1)}`)
  await expect(drawer).toContainText(JOURNEY_EMAIL)
  await expect(
    drawer.getByRole('tab', { name: 'Order History (1)' }),
  ).toHaveAttribute('aria-selected', 'true')
  const history = drawer.getByRole('tabpanel')
  await expect(history).toContainText(`Order #${order.orderId}`)
  await expect(history).toContainText('Delivered')
  await expect(history).toContainText('Falafel Wrap, Pistachio Baklava (4)')
  await expectFits(page, drawer)
  await device.press(drawer.getByRole('link', { name: 'Order Summary' }))
  await expect(page).toHaveURL(/\/orders$/)

  const card = page.getByRole('article', { name: `Order #${order.orderId}` })
  await expect(card).toContainText('Delivered')
  await expect(card).toContainText('Falafel Wrap')
  await expect(card).toContainText('Pistachio Baklava (4)')
  await expect(card).toContainText(`Total${order.total}`)
  await expectFits(page)
}

async function fullJourney(page: Page, device: Device) {
  // The API allows 10 texts per client address an hour: this browser gets its own.
  await useOwnClientAddress(page)
  const name = 'Orla Magee'
  await buildGuestBasket(page, device)
  const mobile = await signUp(page, device, name)
  await expectMergedBasket(page, device)
  const order = await checkOut(page, device, name)
  await followOrder(page, device, order.orderId)
  await expectInOrders(page, device, { name, mobile }, order)
}

test.describe('@shell @menu-cart @account @blog @journey a customer’s first order, start to finish', () => {
  test('on a desktop', async ({ page }) => {
    test.setTimeout(90_000)
    await fullJourney(page, desktop)
  })
})

test.describe('@shell @menu-cart @account @blog @journey a customer’s first order, start to finish, on a phone', () => {
  test.use(PHONE_SCREEN)

  test('at 360 px, with the full-screen menu and taps', async ({ page }) => {
    test.setTimeout(90_000)
    await fullJourney(page, phone)
  })
})
