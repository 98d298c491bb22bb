import { expectAccessible, PHONE, VIEWPORTS } from '../fixtures/accessibility'
import { ApiLink } from '../fixtures/api-link'
import {
  type Customer,
  freshMobile,
  latestCode,
  logInAs,
  placeOrderByApi,
  registerCustomer,
  saveAddress,
} from '../fixtures/customer'
import { asGuestWithBasket } from '../fixtures/guest-basket'
import { API_URL, CLOSED_SITE_URL } from '../fixtures/ports'
import { shellServer } from '../fixtures/shell-server'
import { expect, type Page, type Route, test } from '../fixtures/test'

// Each scan takes seconds on a busy machine, and some tests walk through many states.
test.describe.configure({ timeout: 90_000 })
// axe-core sets style attributes while it measures, which the page's policy
// refuses and reports; the policy itself is security-headers.spec.ts's to test.
test.use({ bypassCSP: true })

/*
 * Every route and every drawer or dialog of the site, scanned by axe-core
 * against WCAG 2.1 A and AA at a desktop and a 360 px phone width. A serious
 * or critical finding fails the test with the rule, the elements and the fix.
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/** Opens the login drawer as a guest would at this width. */
async function openLoginDrawer(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Login' })
      .click()
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
      .click()
  }
  return page.getByRole('dialog', { name: 'Log in' })
}

/** Opens the profile drawer as the customer would at this width. */
async function openProfileDrawer(page: Page, customer: Customer) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'View Profile' })
      .click()
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: customer.name })
      .click()
  }
  return page.getByRole('dialog', { name: customer.name })
}

async function fillServerBasket(page: Page, customer: Customer) {
  const response = await page.request.post(`${API_URL}/user/cart/add-bulk`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: [
      {
        menu_item_id: 'item-adana-kebab',
        quantity: 1,
        instructions: '',
        addons: [],
      },
    ],
  })
  expect(response.status()).toBe(200)
}

const menuLoaded = (page: Page) =>
  expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible()

for (const viewport of VIEWPORTS) {
  test.describe(`@shell accessibility of the shell's pages, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    test('About and Info', async ({ page }) => {
      await page.goto('/about')
      await expect(
        page.getByRole('heading', { level: 1, name: 'About us' }),
      ).toBeVisible()
      await expectAccessible(page, '/about')

      await page.goto('/info')
      await expect(
        page.getByRole('heading', { name: 'Delivery charges' }),
      ).toBeVisible()
      await expectAccessible(page, '/info')
    })

    test('privacy policy and terms', async ({ page }) => {
      for (const [path, title] of [
        ['/privacy-policy', /privacy/i],
        ['/terms', /terms/i],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(
          title,
        )
        await expect(
          page.getByRole('main').getByRole('heading', { level: 2 }).first(),
        ).toBeVisible()
        await expectAccessible(page, path)
      }
    })

    test('the empty basket’s note, and the basket bar reached by its skip link', async ({
      page,
    }) => {
      await page.goto('/')
      await menuLoaded(page)
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Basket, 0 items' })
        .click()
      await expect(page.getByText('Your basket is empty')).toBeVisible()
      await expectAccessible(page, 'home, empty basket note')

      await asGuestWithBasket(page)
      await page.goto('/')
      await menuLoaded(page)
      await page.getByRole('link', { name: 'Skip to basket' }).focus()
      await page.keyboard.press('Enter')
      await expect(
        page.getByRole('region', { name: 'Your basket' }),
      ).toBeFocused()
      await expectAccessible(page, 'home, focus in the basket bar')
    })

    test('the not-found page', async ({ page }) => {
      await page.goto('/no/such/page')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible()
      await expectAccessible(page, 'not-found page')
    })
  })

  test.describe(`@shell @menu-cart accessibility while the shop is closed, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    test('the closed banner over the menu', async ({ page }) => {
      await page.goto(`${CLOSED_SITE_URL}/`)
      await expect(
        page.getByRole('status').filter({ hasText: "We're currently closed." }),
      ).toBeVisible()
      await expect(page.getByRole('main')).toContainText('Adana Kebab')
      await expectAccessible(page, 'home, shop closed')
    })
  })

  test.describe(`@menu-cart accessibility of the menu, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    test('home with the menu, veg only, and the search results', async ({
      page,
    }) => {
      await page.goto('/')
      await menuLoaded(page)
      await expectAccessible(page, 'home')

      await page.getByRole('switch', { name: 'Veg only' }).check()
      await expect
        .poll(() => page.getByRole('main').textContent())
        .not.toContain('Adana Kebab')
      await expectAccessible(page, 'home, veg only')
      await page.getByRole('switch', { name: 'Veg only' }).uncheck()

      await page.getByRole('button', { name: 'Allergens' }).click()
      await page.getByRole('checkbox', { name: 'milk' }).check()
      await expect(
        page.getByRole('button', { name: 'Allergens, hiding 1' }),
      ).toBeVisible()
      await expectAccessible(page, 'home, allergen filter open')
      await page.getByRole('checkbox', { name: 'milk' }).uncheck()
      await page
        .getByRole('group', { name: 'Hide dishes that contain' })
        .locator('..')
        .getByRole('button', { name: 'Done' })
        .click()

      const search = page.getByRole('searchbox', { name: 'Search the menu' })
      await search.fill('kofte')
      await expect(page.getByText(/dish(es)? found/)).toBeVisible()
      await menuLoaded(page)
      await expectAccessible(page, 'search results')
      await search.fill('sushi')
      await expect(page.getByText('No dishes match “sushi”.')).toBeVisible()
      await expectAccessible(page, 'search without results')
    })

    test('the item options dialog, then the cart bar', async ({ page }) => {
      await page.goto('/')
      await page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Pizzas' })
        .click()
      await page.getByRole('button', { name: 'Add Margherita' }).click()
      const dialog = page.getByRole('dialog', { name: 'Margherita' })
      await expect(
        dialog.getByText('Still to choose: Pizza size'),
      ).toBeVisible()
      await expectAccessible(page, 'item options, nothing chosen')
      await dialog.getByRole('radio', { name: /12 inch/ }).check()
      await dialog.getByRole('checkbox', { name: /Mushrooms/ }).check()
      await dialog.getByLabel(/Special instructions/).fill('Well done')
      await expectAccessible(page, 'item options, ready to add')
      await dialog.getByRole('button', { name: 'Close' }).click()

      // The dish's allergens, and an add-on marked for an allergen the customer avoids.
      await page
        .context()
        .addCookies([
          { name: 'food_avoided_allergens', value: 'eggs', url: page.url() },
        ])
      await page.reload()
      await page.getByRole('button', { name: 'Add Adana Kebab' }).click()
      const kebab = page.getByRole('dialog', { name: 'Adana Kebab' })
      await expect(
        kebab.getByText('Contains eggs, which you avoid'),
      ).toBeVisible()
      await expectAccessible(page, 'item options, allergens marked')
      await kebab.getByRole('button', { name: 'Close' }).click()
      await page.context().clearCookies({ name: 'food_avoided_allergens' })
      await page.reload()

      // A pick-one optional group: radios with None.
      await page
        .getByRole('button', { name: 'Add Classic Smash Burger' })
        .click()
      const burger = page.getByRole('dialog', { name: 'Classic Smash Burger' })
      await expect(burger.getByRole('radio', { name: 'None' })).toBeChecked()
      await expectAccessible(page, 'item options, radios with None')
      await burger.getByRole('button', { name: 'Close' }).click()

      await page.getByRole('button', { name: 'Add Margherita' }).click()
      await dialog.getByRole('radio', { name: /12 inch/ }).check()

      await dialog.getByRole('button', { name: /Add to basket · £/ }).click()
      await expect(dialog).toBeHidden()
      await expect(
        page.getByRole('region', { name: 'Your basket' }),
      ).toContainText('1 item')
      await expectAccessible(page, 'home with the cart bar (guest)')
    })
  })

  test.describe(`@menu-cart @account accessibility of checkout, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    test('a guest: empty basket, then a basket that asks to log in', async ({
      page,
    }) => {
      await page.goto('/checkout')
      await expect(page.getByRole('main')).toContainText(/empty/i)
      await expectAccessible(page, '/checkout, empty basket')

      await asGuestWithBasket(page)
      await page.goto('/checkout')
      await expect(
        page.getByRole('region', { name: 'Your basket' }),
      ).toContainText('Adana Kebab')
      await expectAccessible(page, '/checkout, guest basket')
    })

    test('a customer with an address: delivery, then the confirmation and the tracking bar', async ({
      page,
      request,
    }) => {
      const customer = await registerCustomer('Aoife Kelly')
      await saveAddress(request, customer, 'BT9 6DW')
      await fillServerBasket(page, customer)
      await logInAs(page, customer)

      await page.goto('/')
      await page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Drinks' })
        .click()
      // Nothing to choose: one tap puts it in the basket.
      await page.getByRole('button', { name: 'Add Coca-Cola 330ml' }).click()
      await expect(
        page.getByRole('region', { name: 'Your basket' }),
      ).toContainText('2 items')
      await expectAccessible(page, 'home with the cart bar (customer)')

      await page.goto('/checkout')
      await expect(page.getByText(/delivery · [\d.]+ miles/)).toBeVisible()
      await expectAccessible(page, '/checkout, delivery')
      await page.getByRole('radio', { name: /Collection/ }).check()
      await expect(
        page.getByRole('region', { name: 'Order summary' }),
      ).not.toContainText('Delivery fee')
      await expectAccessible(page, '/checkout, collection')

      await page.getByRole('button', { name: 'Place order' }).click()
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: /Thank you! Your order \d+/,
        }),
      ).toBeVisible()
      await expect(
        page.getByRole('region', { name: 'Order tracking' }),
      ).toContainText('Pending Confirmation')
      await expectAccessible(page, 'checkout confirmation and tracking bar')
    })
  })

  test.describe(`@account accessibility of logging in, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    test('the /login page in log-in and sign-up modes', async ({ page }) => {
      await page.goto('/login')
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Log in' }),
      ).toBeVisible()
      await expectAccessible(page, '/login')
      await page.getByRole('button', { name: 'Create an account' }).click()
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Sign up' }),
      ).toBeVisible()
      await expectAccessible(page, '/login, sign-up')
    })

    test('the login drawer: log-in, sign-up and verify, with their field messages', async ({
      page,
    }) => {
      await page.goto('/')
      await menuLoaded(page)
      const drawer = await openLoginDrawer(page)
      const number = drawer.getByLabel(/Mobile number/)
      await expect(number).toBeFocused()
      await expectAccessible(page, 'login drawer, log-in')
      await number.fill('791112')
      await drawer.getByRole('button', { name: 'Send code' }).click()
      await expect(number).toHaveAccessibleDescription(/^Invalid Mobile Number/)
      await expectAccessible(page, 'login drawer, log-in, invalid number')

      await drawer.getByRole('button', { name: 'Create an account' }).click()
      const signup = page.getByRole('dialog', { name: 'Sign up' })
      await expect(signup.getByLabel('Full name')).toBeVisible()
      await expectAccessible(page, 'login drawer, sign-up')
      await signup.getByRole('button', { name: 'Send code' }).click()
      await expect(signup.getByLabel('Full name')).toHaveAccessibleDescription(
        'Name Required Please enter your full name.',
      )
      await expect(signup.getByLabel('Email')).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expectAccessible(page, 'login drawer, sign-up, every field wrong')

      const mobile = freshMobile()
      await signup.getByLabel('Full name').fill('Ciaran Byrne')
      await signup.getByLabel('Email').fill('ciaran@example.co.uk')
      await signup.getByLabel(/Mobile number/).fill(mobile)
      await signup.getByRole('button', { name: 'Send code' }).click()
      const verify = page.getByRole('dialog', { name: 'Verify OTP' })
      await expect(verify.getByLabel('Digit 1 of 4')).toBeVisible()
      await expect(page.getByText('OTP Sent!')).toBeVisible()
      await expectAccessible(page, 'login drawer, verify, with the popup')
      await expect(page.getByText('OTP Sent!')).toBeHidden()
      await expectAccessible(page, 'login drawer, verify')

      const code = await latestCode(mobile)
      await page.keyboard.type(code.slice(0, 3))
      await verify.getByRole('button', { name: 'Verify' }).click()
      await expect(verify.getByText('Please enter the full OTP.')).toBeVisible()
      await expectAccessible(page, 'login drawer, verify, incomplete code')
      await page.keyboard.type(code.endsWith('0') ? '1' : '0')
      await verify.getByRole('button', { name: 'Verify' }).click()
      await expect(verify.getByText(/attempts left/)).toBeVisible()
      await expectAccessible(page, 'login drawer, verify, wrong code')
    })
  })

  test.describe(`@account accessibility of the profile drawer and orders, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    test('the profile drawer: order history, addresses and the address form', async ({
      page,
      request,
    }) => {
      const customer = await registerCustomer('Siobhán Murphy')
      await saveAddress(request, customer, 'BT9 6DW')
      await placeOrderByApi(request, customer)
      await logInAs(page, customer)
      await page.goto('/')
      await menuLoaded(page)

      const drawer = await openProfileDrawer(page, customer)
      await expect(
        drawer.getByRole('tab', { name: 'Order History (1)' }),
      ).toBeVisible()
      await expect(
        drawer.getByRole('button', { name: /Track Order/ }),
      ).toBeVisible()
      await expectAccessible(page, 'profile drawer, order history')

      await drawer.getByRole('tab', { name: 'Address' }).click()
      await expect(drawer.getByText('7 Eglantine Avenue')).toBeVisible()
      await expectAccessible(page, 'profile drawer, addresses')

      await drawer.getByRole('button', { name: 'Delete' }).click()
      await expect(drawer.getByRole('button', { name: 'Yes' })).toBeVisible()
      await expectAccessible(page, 'profile drawer, confirm delete')
      await drawer.getByRole('button', { name: 'Cancel' }).click()

      await drawer.getByRole('button', { name: 'Add address' }).click()
      const form = drawer.getByRole('form', { name: 'Add address' })
      await expect(form).toBeVisible()
      await expectAccessible(page, 'profile drawer, empty address form')

      // With the focus in the empty Name field, pressing the radio blurs Name and shows
      // its message; the radio must not move between the press and the release.
      await expect(
        form.getByRole('textbox', { name: 'Name', exact: true }),
      ).toBeFocused()
      await form.getByRole('radio', { name: 'Others' }).click()
      await expect(
        form.getByRole('textbox', { name: 'Custom label' }),
      ).toBeVisible()
      await form.getByRole('textbox', { name: 'Postcode' }).fill('BT18 9AB')
      await form
        .getByRole('textbox', { name: 'Flat, building (optional)' })
        .fill('Apartment 14, Victoria Square House')
      await form.getByRole('textbox', { name: 'Name', exact: true }).focus()
      await expect(
        form.getByText("Sorry we don't deliver outside Belfast."),
      ).toBeVisible()
      await expect(
        form.getByText('Please use 30 characters or fewer.'),
      ).toBeVisible()
      await expectAccessible(page, 'profile drawer, address form with errors')
    })

    test('/orders and the tracking bar for a customer with an order', async ({
      page,
      request,
    }) => {
      const customer = await registerCustomer('Eimear Kelly')
      const order = await placeOrderByApi(request, customer)
      await logInAs(page, customer)

      await page.goto(`/?order_id=${order.order_id}`)
      await menuLoaded(page)
      const bar = page.getByRole('region', { name: 'Order tracking' })
      await expect(bar).toContainText('Pending Confirmation')
      await expectAccessible(page, 'home with the order tracking bar')
      await bar.getByRole('button', { name: /show details/ }).click()
      await expect(bar.getByText('1 item: Adana Kebab')).toBeVisible()
      await expectAccessible(page, 'home with the order tracking bar open')

      // A second order on the go: the bar offers the next one.
      await placeOrderByApi(request, customer)
      await page.goto('/orders')
      await page.getByRole('button', { name: 'Track Order' }).first().click()
      await expect(
        bar.getByRole('button', { name: 'Next order (1 of 2)' }),
      ).toBeVisible()
      await expectAccessible(page, '/orders with two tracked orders')

      await page.goto('/orders')
      await expect(page.getByRole('main')).toContainText(order.order_id)
      await expectAccessible(page, '/orders')
    })

    test('/orders for a guest', async ({ page }) => {
      await page.goto('/orders')
      await expect(
        page.getByRole('main').getByRole('button', { name: 'Log in' }),
      ).toBeVisible()
      await expectAccessible(page, '/orders, guest')
    })
  })

  test.describe(`@blog accessibility of News & Insights, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })

    test('the blog list, the posts and an unknown post', async ({ page }) => {
      await page.goto('/news-and-insights')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
      ).toBeVisible()
      await expect(
        page.getByRole('link', { name: /Read more/ }).first(),
      ).toBeVisible()
      await expectAccessible(page, '/news-and-insights')

      const response = await page.request.get(`${API_URL}/blog`)
      const { posts } = (await response.json()) as {
        posts: { slug: string; title: string }[]
      }
      expect(posts.length).toBeGreaterThan(0)
      // Every post's own content on a desktop; the post layout once on a phone.
      const scanned = viewport.name === 'desktop' ? posts : posts.slice(0, 1)
      for (const post of scanned) {
        await page.goto(`/news-and-insights/${post.slug}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          post.title,
        )
        await expectAccessible(page, `blog post ${post.slug}`)
      }

      await page.goto('/news-and-insights/no-such-post')
      await expect(page.getByText('Blog not found')).toBeVisible()
      await expectAccessible(page, 'unknown blog post')
    })
  })
}

test.describe('@shell @menu-cart @blog accessibility of loading and failure states', () => {
  const link = new ApiLink()
  test.beforeAll(() => link.start())
  test.afterAll(() => link.stop())

  test('menu load error, blog error box and skeletons, a remote that is down', async ({
    page,
  }) => {
    // The API is cut for the server and the browser: each area shows its failure.
    const failing = shellServer({
      apiBase: link.url,
      env: { SSR_DATA_TTL_MS: '0' },
    })
    await failing.start()
    try {
      await link.refuse()
      await page.goto(`${failing.url}/`)
      await expect(page.getByText('Failed to fetch menu')).toBeVisible()
      await expectAccessible(page, 'menu failed to load')
      await page.goto(`${failing.url}/news-and-insights`)
      const errorBox = page.getByText('Failed to load blogs')
      await expect(errorBox).toBeVisible()
      await expectAccessible(page, 'blog list failed')

      // Back, but the blog answers only when the test says so: the 8 skeleton cards.
      await link.restore()
      const waiting: Route[] = []
      await page.route(`${link.url}/blog`, (route) => {
        waiting.push(route)
      })
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => waiting.length).toBeGreaterThan(0)
      await expect(page.getByRole('status')).toContainText('Loading blogs…')
      await expectAccessible(page, 'blog list loading')
      for (const route of waiting.splice(0)) await route.continue()
      await expect(
        page.getByRole('main').getByRole('article').first(),
      ).toBeVisible()
    } finally {
      await failing.stop()
    }

    // Nothing listens on the discard port: the blog remote cannot load.
    const blogDown = shellServer({
      remotes: { mf_blog: 'http://localhost:9/mf-manifest.json' },
      remoteTimeoutMs: 3000,
    })
    await blogDown.start()
    try {
      await page.goto(`${blogDown.url}/news-and-insights`)
      await expect(
        page.getByRole('alert').filter({ hasText: 'could not be loaded' }),
      ).toBeVisible({ timeout: 15_000 })
      await expectAccessible(page, 'blog remote down')
    } finally {
      await blogDown.stop()
    }
  })
})

test.describe('@shell @account accessibility of the full-screen menu on a phone', () => {
  test.use({ viewport: PHONE })

  test('for a guest and for a customer', async ({ page }) => {
    await page.goto('/')
    await menuLoaded(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible()
    await expectAccessible(page, 'full-screen menu, guest')

    const customer = await registerCustomer('Róisín Doyle')
    await logInAs(page, customer)
    await page.reload()
    await menuLoaded(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(
      menu.getByRole('button', { name: 'Sign out', exact: true }),
    ).toBeVisible()
    await expectAccessible(page, 'full-screen menu, customer')
  })
})
