import { asGuestWithBasket } from '../fixtures/guest-basket'
import { API_URL, PORTS } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

/**
 * On a slow phone the server's HTML is painted seconds before the remotes'
 * code arrives. These tests make that happen on purpose: every script of a
 * remote is held back, and the page must neither throw the server's HTML of
 * a remote's slot away (React 19 does so silently when an update reaches a
 * slot still waiting for its code) nor show a slot's loading box again.
 */

const HELD_MS = 1500

const REMOTE_ORIGINS = [
  PORTS.mf_menu_cart,
  PORTS.mf_account,
  PORTS.mf_blog,
].map((port) => `http://localhost:${port}`)

/**
 * Delays every script of the remotes (their manifests come at once): each by
 * HELD_MS, or until the test releases them all.
 */
async function holdRemoteScripts(page: Page, { untilReleased = false } = {}) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const held = () =>
    untilReleased
      ? released
      : new Promise((resolve) => setTimeout(resolve, HELD_MS))
  await page.route(
    (url) =>
      REMOTE_ORIGINS.includes(url.origin) && url.pathname.endsWith('.js'),
    async (route) => {
      await held()
      await route.continue().catch(() => {})
    },
  )
  return release
}

type Change = { what: string; node: string }

/**
 * Runs before the page's scripts: notes every element of #root the server
 * sent, then reports each one removed later (but placeholders: a skeleton, a
 * slot's loading box, a photo's blurred stand-in, whatever waits for the browser) and each slot loading
 * box added after the HTML was parsed.
 */
function watchServerHtml() {
  const changes: Change[] = []
  ;(window as unknown as { serverHtmlChanges: Change[] }).serverHtmlChanges =
    changes
  const fromServer = new WeakSet<Node>()
  const describeNode = (node: Element) =>
    `<${node.tagName.toLowerCase()} class="${node.className}"> ${(node.textContent ?? '').trim().slice(0, 60)}`
  const PLACEHOLDER =
    '[data-slot-loading], [data-placeholder], [data-testid="skeleton"], [aria-busy="true"]'
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of Array.from(document.querySelectorAll('#root *')))
      fromServer.add(element)
  })
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.removedNodes)) {
        if (!(node instanceof Element) || !fromServer.has(node)) continue
        const inPlaceholder =
          node.matches(PLACEHOLDER) ||
          (record.target instanceof Element &&
            record.target.closest(PLACEHOLDER))
        // The header's own controls follow the visitor's saved basket.
        const inHeader =
          record.target instanceof Element && record.target.closest('header')
        if (!inPlaceholder && !inHeader)
          changes.push({ what: 'removed', node: describeNode(node) })
      }
      if (document.readyState === 'loading') continue
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue
        const loading = node.matches('[data-slot-loading]')
          ? node
          : node.querySelector('[data-slot-loading]')
        if (loading && !loading.closest('header'))
          changes.push({
            what: 'loading box shown',
            node: describeNode(loading),
          })
      }
    }
  }).observe(document, { childList: true, subtree: true })
}

async function serverHtmlChanges(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, {
    timeout: 20_000,
  })
  // Updates after hydration (the saved basket, the profile, refetches).
  await page.waitForTimeout(1000)
  return page.evaluate(
    () =>
      (window as unknown as { serverHtmlChanges: Change[] }).serverHtmlChanges,
  )
}

test.describe('@shell @menu-cart @blog the server’s HTML survives a late hydration', () => {
  test.beforeEach(async ({ page }) => {
    // A saved basket: the store's state differs from the server's at once.
    await asGuestWithBasket(page)
    await page.addInitScript(watchServerHtml)
  })

  test('the menu, the checkout, the posts and a post keep every server node', async ({
    page,
    request,
  }) => {
    await holdRemoteScripts(page)
    const { posts } = await (await request.get(`${API_URL}/blog`)).json()
    const paths = [
      '/',
      '/checkout',
      '/news-and-insights',
      `/news-and-insights/${(posts as { slug: string }[])[0]?.slug}`,
    ]
    for (const path of paths) {
      await page.goto(path)
      expect({ path, changes: await serverHtmlChanges(page) }).toEqual({
        path,
        changes: [],
      })
    }
  })

  test('a tap on Add before the page can answer is held, shown, and answered once it can', async ({
    page,
  }) => {
    const releaseScripts = await holdRemoteScripts(page, {
      untilReleased: true,
    })
    await page.goto('/', { waitUntil: 'commit' })
    // A dish with choices: its tap opens a dialog.
    const add = page.getByRole('button', { name: 'Add Margherita' })
    await add.click()
    // Still waiting for the remotes' code: the button says it is not ready.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    await expect(add).toHaveAttribute('data-early-tap', '')
    await expect(add).toHaveCSS('opacity', '0.6')
    releaseScripts()
    // Once the page can answer, the tap is: its dialog opens, once.
    await expect(page.getByRole('dialog', { name: 'Margherita' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(add).not.toHaveAttribute('data-early-tap')
    expect(await serverHtmlChanges(page)).toEqual([])
  })

  test('a dish with an allergen the customer hides is never painted, in the server’s HTML or after', async ({
    page,
    request,
  }) => {
    const HIDDEN = 'Chicken Shish' // contains milk
    await holdRemoteScripts(page)
    await page.goto('/')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, {
      timeout: 20_000,
    })
    await page.getByRole('button', { name: 'Allergens' }).click()
    await page.getByRole('checkbox', { name: 'milk' }).check()
    await expect(page.getByRole('heading', { name: HIDDEN })).toHaveCount(0)

    // From the first byte of the next load: does the dish ever enter the page?
    await page.addInitScript((name) => {
      const seen: string[] = []
      ;(window as unknown as { hiddenSeen: string[] }).hiddenSeen = seen
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof Element)
              for (const heading of [
                node,
                ...Array.from(node.querySelectorAll('h3')),
              ])
                if (heading.textContent?.trim() === name)
                  seen.push(`${performance.now().toFixed(0)} ms`)
      }).observe(document, { childList: true, subtree: true })
    }, HIDDEN)
    await page.reload()
    await expect(
      page.getByRole('button', { name: 'Allergens, hiding 1' }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Lamb Shish' }),
    ).toBeVisible()
    expect(await serverHtmlChanges(page)).toEqual([])
    expect(
      await page.evaluate(
        () => (window as unknown as { hiddenSeen: string[] }).hiddenSeen,
      ),
    ).toEqual([])

    // The server's HTML itself, as a crawler with that cookie gets it.
    const withCookie = await request.get('/', {
      headers: { Cookie: 'food_avoided_allergens=milk' },
    })
    expect(withCookie.headers().vary).toContain('Cookie')
    expect(await withCookie.text()).not.toContain(`>${HIDDEN}<`)
    expect(await (await request.get('/')).text()).toContain(`>${HIDDEN}<`)
  })
})
