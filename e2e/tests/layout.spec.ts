import { logInAs, registerCustomer } from '../fixtures/customer'
import { API_URL, CLOSED_SITE_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

test.describe('@shell layout', () => {
  test('header and footer carry the restaurant details from the shop settings', async ({
    page,
    request,
  }) => {
    const settings = await (
      await request.get(`${API_URL}/client/shop/settings`)
    ).json()
    const { shop } = settings.data
    await page.goto('/')

    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Home' })).toContainText(
      shop.name,
    )
    await expect(header.getByRole('link', { name: 'About Us' })).toBeVisible()
    await expect(
      header
        .getByRole('link', { name: /Basket, 0 items/ })
        .or(header.getByRole('button', { name: /Basket, 0 items/ })),
    ).toBeVisible()

    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(shop.name)
    await expect(footer).toContainText(shop.address.postcode)
    await expect(footer.getByRole('link', { name: shop.phone })).toBeVisible()
    await expect(
      footer.getByRole('link', { name: 'Privacy Policy' }),
    ).toBeVisible()
    await expect(
      footer.getByRole('link', { name: 'Terms of Use' }),
    ).toBeVisible()
    for (const link of shop.social) {
      await expect(
        footer.getByRole('link', {
          name: new RegExp(`^${link.network}$`, 'i'),
        }),
      ).toHaveAttribute('href', link.url)
    }
    await expect(page.getByText("We're currently closed.")).toHaveCount(0)
  })

  test('the closed banner shows when the shop is closed', async ({ page }) => {
    await page.goto(`${CLOSED_SITE_URL}/`)
    const banner = page
      .getByRole('status')
      .filter({ hasText: "We're currently closed." })
    await expect(banner).toBeVisible()
    // Closed with no opening to announce: the banner's sentence, said once.
    await expect(banner).toHaveText("We're currently closed.")
  })

  test('the info page lists the delivery fees in words that agree with their numbers', async ({
    page,
  }) => {
    await page.goto('/info')
    await expect(page.getByText('Up to 1 mile: £1.50')).toBeVisible()
    await expect(page.getByText('Up to 2 miles: £2.50')).toBeVisible()
  })

  test('focus moves to the new page heading on every route change, not on the first page', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our menu' }),
    ).toBeVisible()
    await expect(page.locator('h1')).not.toBeFocused()

    await page
      .getByRole('banner')
      .getByRole('link', { name: 'About Us' })
      .click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('main h1')).toBeFocused()

    // A remote's page (the blog) arrives after its code: its heading gets the focus too.
    await page.goBack()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Our menu' }),
    ).toBeFocused()
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Policy' })
      .click()
    await expect(page.locator('main h1')).toBeFocused()
  })

  test('an unknown path shows the not-found page inside the layout', async ({
    page,
  }) => {
    await page.goto('/no/such/page')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the menu' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('privacy policy and terms show their texts from the API', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Policy' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /privacy/i,
    )
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2 }).first(),
    ).toBeVisible()
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of Use' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /terms/i,
    )
  })

  test('every heading on the site is in one typeface, the body text’s', async ({
    page,
  }) => {
    const customer = await registerCustomer('Saoirse Byrne')
    await logInAs(page, customer)
    /** The typefaces of the headings on screen now, and the body's. */
    const typefaces = () =>
      page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        headings: [
          ...new Set(
            Array.from(document.querySelectorAll('h1, h2, h3, h4')).map(
              (heading) => getComputedStyle(heading).fontFamily,
            ),
          ),
        ],
      }))
    const seen = new Set<string>()
    const pages = [
      '/',
      '/news-and-insights',
      '/privacy-policy',
      '/about',
      '/orders',
      '/checkout',
    ]
    // On a phone and on a desktop.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of pages) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const { body, headings } = await typefaces()
        for (const family of [body, ...headings]) seen.add(family)
      }
    }
    // The drawers' titles too.
    await page.getByRole('button', { name: 'Saoirse Byrne' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    for (const family of (await typefaces()).headings) seen.add(family)
    expect([...seen]).toHaveLength(1)
  })
})
