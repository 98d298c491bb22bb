import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { openKitchenTablet } from '../fixtures/kitchen'
import { type OwnSite, startOwnSite } from '../fixtures/own-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

// The owner's back office changes what every customer sees, so it runs on an API of its own
// (and a shell rendering from it): the rest of the suites keep the seeded menu and posts.
let site: OwnSite | null = null
let ownerToken = ''

/** An iPhone photo (HEIC, rotated, with GPS), the API tests' own fixture. */
const HEIC_FIXTURE = path.resolve(
  import.meta.dirname,
  '../../api/test/fixtures/iphone-portrait.heic',
)

/** What the README promises: a change shows on the next load within 5 s. */
const WITHIN_MS = 5_000

const apiBase = () => {
  if (!site) throw new Error('no site')
  return site.apiBase
}

/** The owner's tablet on the back office's site, signed in, on a kitchen page. */
async function ownerTablet(browser: Browser, page: string) {
  const tablet = await openKitchenTablet(browser, {
    token: ownerToken,
    site: SPARE_SHELL_URL,
  })
  await tablet.goto(`${SPARE_SHELL_URL}/kitchen/${page}`)
  return tablet
}

/** A customer's phone on the back office's site. */
async function customerPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
  })
  return context.newPage()
}

/** Reloads the customer's page until `shown` holds; how long after `since` that was. */
async function shownWithin(
  page: Page,
  url: string,
  shown: (page: Page) => Promise<boolean>,
  since: number,
) {
  await expect
    .poll(
      async () => {
        await page.goto(url)
        return shown(page)
      },
      { timeout: WITHIN_MS, intervals: [200] },
    )
    .toBe(true)
  return Date.now() - since
}

/** Opens the dish's editor from the menu editor (its category's dishes shown first). */
async function editDish(tablet: Page, category: string, dish: string) {
  const categoryGroup = tablet.getByRole('group', {
    name: category,
    exact: true,
  })
  // The editor opens with categories folded; wait for it before looking.
  const toggle = categoryGroup.getByRole('button', {
    name: /^(Show|Hide) dishes$/,
  })
  await toggle.waitFor()
  if ((await toggle.textContent()) === 'Show dishes') await toggle.click()
  await tablet
    .getByRole('group', { name: dish, exact: true })
    .getByRole('button', { name: 'Edit' })
    .click()
  return tablet.getByRole('dialog', { name: `Edit ${dish}` })
}

/** Writes a new post in the editor (not yet saved). */
async function writePost(
  tablet: Page,
  post: { title: string; excerpt: string; content: string },
) {
  await tablet.goto(`${SPARE_SHELL_URL}/kitchen/posts/new`)
  await tablet.getByLabel('Title').fill(post.title)
  await tablet.getByLabel('Excerpt').fill(post.excerpt)
  await tablet.getByLabel('Tags').fill('news')
  await tablet.getByLabel('Text (Markdown)').fill(post.content)
}

test.describe('@kitchen @back-office the owner changes the site from the browser', () => {
  test.describe.configure({ timeout: 90_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    site = await startOwnSite('office', { SHOP_STATUS_OVERRIDE: 'open' })
    ownerToken = site.ownerToken
  })

  test.afterAll(async () => {
    await site?.stop()
  })

  test('a new price and a published post show on a customer’s pages within 5 s', async ({
    browser,
  }) => {
    const tablet = await ownerTablet(browser, 'menu-editor')
    const phone = await customerPhone(browser)
    await phone.goto(`${SPARE_SHELL_URL}/`)
    await expect(phone.getByText('£13.95').first()).toBeVisible()

    const dialog = await editDish(tablet, 'Kebabs', 'Adana Kebab')
    await dialog.getByLabel('Price (£)').fill('14.50')
    await dialog.getByRole('button', { name: 'Save dish' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'Adana Kebab saved.' }),
    ).toBeVisible()
    const priceShown = await shownWithin(
      phone,
      `${SPARE_SHELL_URL}/`,
      async (page) => (await page.content()).includes('£14.50'),
      Date.now(),
    )

    await writePost(tablet, {
      title: 'Lamb shoulder Sundays',
      excerpt: 'Slow-cooked lamb shoulder, every Sunday from December.',
      content: '## Every Sunday\n\nSlow-cooked **lamb shoulder** with pilaf.',
    })
    await tablet.getByRole('button', { name: 'Publish' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'is on the site' }),
    ).toBeVisible()
    const postShown = await shownWithin(
      phone,
      `${SPARE_SHELL_URL}/news-and-insights`,
      async (page) =>
        page
          .getByRole('link', { name: /Lamb shoulder Sundays/ })
          .first()
          .isVisible(),
      Date.now(),
    )
    await phone
      .getByRole('link', { name: /Lamb shoulder Sundays/ })
      .first()
      .click()
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
      'Lamb shoulder Sundays',
    )
    await expect(phone.locator('article strong')).toHaveText('lamb shoulder')

    console.log(
      `shown to customers after: price ${priceShown} ms, post ${postShown} ms`,
    )
    await tablet.context().close()
    await phone.context().close()
  })

  test('an add-on the owner marks as containing milk is marked in the dish for a customer who avoids milk, within 5 s', async ({
    browser,
  }) => {
    const phone = await customerPhone(browser)
    // The customer hides milk with the menu's allergen filter (kept on the device).
    await phone.goto(`${SPARE_SHELL_URL}/`)
    await phone.getByRole('button', { name: 'Allergens' }).click()
    await phone.getByRole('checkbox', { name: 'milk' }).check()
    await phone
      .getByRole('group', { name: 'Hide dishes that contain' })
      .locator('..')
      .getByRole('button', { name: 'Done' })
      .click()
    await expect(
      phone.getByRole('button', { name: 'Allergens, hiding 1' }),
    ).toBeVisible()
    const MARKED = /^Hot chilli.*Contains milk, which you avoid/
    const chilli = (page: Page, name = /^Hot chilli/) =>
      page
        .getByRole('dialog', { name: 'Adana Kebab' })
        .getByRole('checkbox', { name })
    const openAdana = async (page: Page) => {
      await page
        .getByRole('article', { name: 'Adana Kebab', exact: true })
        .getByRole('button', { name: 'Add Adana Kebab' })
        .click()
      await chilli(page).waitFor()
    }
    await openAdana(phone)
    await expect(chilli(phone)).not.toHaveAccessibleName(/milk/)

    const tablet = await ownerTablet(browser, 'menu-editor')
    await tablet
      .getByRole('group', { name: 'Choose your sauces', exact: true })
      .getByRole('button', { name: 'Edit' })
      .click()
    const dialog = tablet.getByRole('dialog', {
      name: 'Edit Choose your sauces',
    })
    const option = dialog.getByRole('group', { name: 'Option 2' })
    await expect(option.getByLabel('Name')).toHaveValue('Hot chilli')
    await option.getByText('Allergens: none').click()
    await option.getByRole('checkbox', { name: 'Milk' }).check()
    await expect(option.getByText('Allergens: Milk')).toBeVisible()
    await dialog.getByRole('button', { name: 'Save group' }).click()
    await expect(
      tablet
        .getByRole('status')
        .filter({ hasText: 'Choose your sauces saved.' }),
    ).toBeVisible()

    const markedShown = await shownWithin(
      phone,
      `${SPARE_SHELL_URL}/`,
      async (page) => {
        await openAdana(page)
        return (await chilli(page, MARKED).count()) === 1
      },
      Date.now(),
    )
    await expect(chilli(phone)).toHaveAccessibleName(MARKED)
    console.log(`add-on allergen shown to customers after ${markedShown} ms`)
    await tablet.context().close()
    await phone.context().close()
  })

  test('a draft is nowhere on the site, and an old address leads to the post’s new one (301)', async ({
    browser,
    request,
  }) => {
    const tablet = await ownerTablet(browser, 'posts')
    await writePost(tablet, {
      title: 'Secret new menu',
      excerpt: 'Not ready yet.',
      content: 'Coming when it is ready.',
    })
    await tablet.getByRole('button', { name: 'Save draft' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'is saved' }),
    ).toBeVisible()

    const list = await request.get(`${SPARE_SHELL_URL}/news-and-insights`)
    expect(await list.text()).not.toContain('Secret new menu')
    const direct = await request.get(
      `${SPARE_SHELL_URL}/news-and-insights/secret-new-menu`,
    )
    expect(direct.status()).toBe(404)
    const sitemap = await request.get(`${SPARE_SHELL_URL}/sitemap.xml`)
    expect(await sitemap.text()).not.toContain('secret-new-menu')

    // Published, then moved to a new address: the old one answers 301.
    await tablet.getByRole('button', { name: 'Publish' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'is on the site' }),
    ).toBeVisible()
    await tablet.getByLabel('Address (slug)').fill('new-menu-2027')
    await tablet.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'is saved' }),
    ).toBeVisible()
    const old = await request.get(
      `${SPARE_SHELL_URL}/news-and-insights/secret-new-menu`,
      {
        maxRedirects: 0,
      },
    )
    expect(old.status()).toBe(301)
    expect(old.headers().location).toBe('/news-and-insights/new-menu-2027')
    const moved = await request.get(
      `${SPARE_SHELL_URL}/news-and-insights/new-menu-2027`,
    )
    expect(moved.status()).toBe(200)
    expect(
      await (await request.get(`${SPARE_SHELL_URL}/sitemap.xml`)).text(),
    ).toContain('new-menu-2027')
    await tablet.context().close()
  })

  test('a hostile post is inert in the preview and on the site', async ({
    browser,
  }) => {
    const tablet = await ownerTablet(browser, 'posts')
    const hostile = [
      'Raw <script>window.__pwned = 1</script> and <img src=x onerror="window.__pwned = 2">',
      '',
      '[a link](javascript:window.__pwned=3) and <a href="javascript:window.__pwned=4">raw</a>',
    ].join('\n')
    await writePost(tablet, {
      title: 'Hostile post',
      excerpt: 'Trying to run script.',
      content: hostile,
    })
    const preview = tablet.getByRole('region', { name: 'Preview' })
    await expect(preview).toContainText('<script>window.__pwned = 1</script>')
    await expect(
      preview.locator('script, img[onerror], a[href^="javascript"]'),
    ).toHaveCount(0)
    await preview.getByText('a link').click()
    expect(
      await tablet.evaluate(() => (window as { __pwned?: number }).__pwned),
    ).toBeUndefined()

    await tablet.getByRole('button', { name: 'Publish' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'is on the site' }),
    ).toBeVisible()
    const phone = await customerPhone(browser)
    await phone.goto(`${SPARE_SHELL_URL}/news-and-insights/hostile-post`)
    const article = phone.locator('article')
    await expect(article).toContainText('<script>window.__pwned = 1</script>')
    await expect(
      article.locator('script, img[onerror], a[href^="javascript"]'),
    ).toHaveCount(0)
    await article.getByText('a link').click()
    expect(
      await phone.evaluate(() => (window as { __pwned?: number }).__pwned),
    ).toBeUndefined()
    await tablet.context().close()
    await phone.context().close()
  })

  test('a second editor’s stale save is refused and what they typed is kept', async ({
    browser,
  }) => {
    const first = await ownerTablet(browser, 'menu-editor')
    const second = await ownerTablet(browser, 'menu-editor')
    const firstDialog = await editDish(first, 'Wraps', 'Falafel Wrap')
    const secondDialog = await editDish(second, 'Wraps', 'Falafel Wrap')

    await firstDialog.getByLabel('Price (£)').fill('8.95')
    await firstDialog.getByRole('button', { name: 'Save dish' }).click()
    await expect(
      first.getByRole('status').filter({ hasText: 'Falafel Wrap saved.' }),
    ).toBeVisible()

    await secondDialog.getByLabel('Price (£)').fill('7.25')
    await secondDialog.getByRole('button', { name: 'Save dish' }).click()
    await expect(second.getByRole('alert')).toContainText(
      'This was changed by someone else: reload to see it',
    )
    await expect(secondDialog.getByLabel('Price (£)')).toHaveValue('7.25')

    const menu = await fetch(`${apiBase()}/menu/menu_item`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'cat-wraps' }),
    })
    const dishes = (
      (await menu.json()) as { data: { name: string; price: number }[] }
    ).data
    expect(dishes.find((dish) => dish.name === 'Falafel Wrap')?.price).toBe(895)
    await first.context().close()
    await second.context().close()
  })

  test('the About text, the delivery minimum and the privacy policy show on the site within 5 s', async ({
    browser,
  }) => {
    const tablet = await ownerTablet(browser, 'site/texts')
    const phone = await customerPhone(browser)
    const lead = 'Family-run since 2014: charcoal, bread and Belfast.'
    await tablet.getByLabel('About page lead').fill(lead)
    await tablet.getByRole('button', { name: 'Save the texts' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'saved' }),
    ).toBeVisible()
    const started = Date.now()
    const aboutShown = await shownWithin(
      phone,
      `${SPARE_SHELL_URL}/about`,
      async (page) => (await page.content()).includes(lead),
      started,
    )

    await tablet.goto(`${SPARE_SHELL_URL}/kitchen/site/money`)
    await tablet.getByLabel('Minimum delivery order (£)').fill('15.00')
    await tablet
      .getByRole('button', { name: 'Save the discount and delivery' })
      .click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'saved' }),
    ).toBeVisible()
    const minimumShown = await shownWithin(
      phone,
      `${SPARE_SHELL_URL}/info`,
      async (page) =>
        page
          .getByText('Delivery orders start at £15.00 after the discount')
          .isVisible(),
      Date.now(),
    )

    await tablet.goto(`${SPARE_SHELL_URL}/kitchen/site/policies`)
    const text = tablet.getByRole('textbox', { name: 'Privacy policy text' })
    await text.fill(
      `${await text.inputValue()}\n\n## Photos\n\nWe keep no photos of customers.`,
    )
    await tablet.getByRole('button', { name: 'Save as a new version' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'version 2' }),
    ).toBeVisible()
    const policyShown = await shownWithin(
      phone,
      `${SPARE_SHELL_URL}/privacy-policy`,
      async (page) =>
        (await page.content()).includes('We keep no photos of customers.'),
      Date.now(),
    )
    console.log(
      `shown to customers after: About ${aboutShown} ms, minimum ${minimumShown} ms, privacy policy ${policyShown} ms`,
    )
    await tablet.context().close()
    await phone.context().close()
  })

  test('a dish photo from a phone shows on the menu as a sized modern image within 5 s; one over 15 MB is refused in words', async ({
    browser,
  }) => {
    const tablet = await ownerTablet(browser, 'menu-editor')
    const phone = await customerPhone(browser)
    const dialog = await editDish(tablet, 'Kebabs', 'Chicken Shish')
    await dialog.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'IMG_2041.HEIC',
      mimeType: 'image/heic',
      buffer: readFileSync(HEIC_FIXTURE),
    })
    await expect(
      dialog.getByRole('img', { name: 'Chosen photo' }),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Save dish' }).click()
    await expect(
      tablet.getByRole('status').filter({ hasText: 'Chicken Shish saved.' }),
    ).toBeVisible()
    const card = (page: Page) =>
      page.locator('article', {
        has: page.getByRole('heading', { name: 'Chicken Shish' }),
      })
    const photoShown = await shownWithin(
      phone,
      `${SPARE_SHELL_URL}/`,
      async (page) =>
        (await card(page)
          .locator('picture source[type="image/avif"]')
          .count()) === 1,
      Date.now(),
    )
    const image = card(phone).locator('picture img')
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', /\d+/)
    const avif = await card(phone)
      .locator('picture source[type="image/avif"]')
      .getAttribute('srcset')
    expect(avif).toMatch(/\/api\/media\/[0-9a-f]{32}\/\d+\.avif \d+w/)
    // The phone picked one of the variants, not the upload.
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/api\/media\/.+\.(avif|webp)$/)

    // Over 15 MB: told at once, before anything is sent.
    const second = await editDish(tablet, 'Kebabs', 'Lamb Shish')
    await second.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(16 * 1024 * 1024, 1),
    })
    await expect(second.getByRole('alert')).toHaveText(
      'This photo is too large (max 15 MB)',
    )
    // And sent anyway, as a page without that check would: the API's answer arrives (413 in
    // words), not a dropped connection.
    const refused = await tablet.evaluate(
      async ([url, token]) => {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: new Uint8Array(16 * 1024 * 1024),
        })
        return { status: res.status, body: await res.json() }
      },
      [`${apiBase()}/staff/photos`, ownerToken] as const,
    )
    expect(refused).toEqual({
      status: 413,
      body: {
        status: false,
        code: 'PHOTO_TOO_LARGE',
        message: 'This photo is too large (max 15 MB)',
      },
    })
    console.log(`dish photo shown to customers after ${photoShown} ms`)
    await tablet.context().close()
    await phone.context().close()
  })
})
