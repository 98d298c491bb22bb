import { createHash } from 'node:crypto'
import { API_URL, PORTS } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

/** Records every Content-Security-Policy violation the page reports. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      )
    })
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )
}

test.describe('@shell @menu-cart @account @blog security headers of the stitched site', () => {
  test('the shell’s pages allow scripts only from the shell and the configured remotes', async ({
    page,
  }) => {
    const response = await page.goto('/news-and-insights')
    const headers = response?.headers() ?? {}
    const policy = headers['content-security-policy'] ?? ''
    const scriptSources = policy
      .split('; ')
      .find((part) => part.startsWith('script-src '))
      ?.split(' ')
      .slice(1)
    // The origins, and the hash of the page's one inline script (it holds
    // taps made before the page hydrates); its data is a JSON block, which
    // never runs. Never 'unsafe-inline'.
    const inlineScripts = await page
      .locator('script:not([src]):not([type])')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent))
    expect(inlineScripts).toHaveLength(1)
    const hash = createHash('sha256')
      .update(inlineScripts[0] ?? '')
      .digest('base64')
    expect(scriptSources?.sort()).toEqual(
      [
        `'sha256-${hash}'`,
        "'self'",
        `http://localhost:${PORTS.mf_account}`,
        `http://localhost:${PORTS.mf_blog}`,
        `http://localhost:${PORTS.mf_kitchen}`,
        `http://localhost:${PORTS.mf_menu_cart}`,
      ].sort(),
    )
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain(`connect-src 'self' ${new URL(API_URL).origin}`)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  test.describe('an injected script', () => {
    // The injection below is refused on purpose, and the browser says so.
    test.use({
      expectedConsole: [/evil\.example|Executing inline script violates/],
    })

    test('the whole site works under the policy, and a script injected into the page does not run', async ({
      page,
    }) => {
      const violations = await recordViolations(page)
      await page.goto('/')
      await page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Kebabs' })
        .click()
      await page.getByRole('button', { name: 'Add Adana Kebab' }).click()
      await page
        .getByRole('dialog', { name: 'Adana Kebab' })
        .getByRole('button', { name: /Add to basket/ })
        .click()
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Login' })
        .click()
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
      await page.keyboard.press('Escape')
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Basket, 1 item/ })
        .click()
      await expect(
        page.getByRole('region', { name: 'Order summary' }),
      ).toBeVisible()
      await page
        .getByRole('banner')
        .getByRole('link', { name: 'News & Insights' })
        .click()
      await page
        .getByRole('link', { name: /Read more/ })
        .first()
        .click()
      await expect(
        page.getByRole('link', { name: /Back to News & Insights/ }),
      ).toBeVisible()
      expect(await violations()).toEqual([])

      // What an injection would try: an inline script and one from a foreign origin.
      const ran = await page.evaluate(async () => {
        const inline = document.createElement('script')
        inline.textContent = 'window.injected = true'
        document.body.append(inline)
        const foreign = document.createElement('script')
        foreign.src = 'https://evil.example/x.js'
        document.body.append(foreign)
        await new Promise((resolve) => setTimeout(resolve, 200))
        return (window as unknown as { injected?: boolean }).injected === true
      })
      expect(ran).toBe(false)
      const blocked = (await violations()).map(
        (line) => line.split(' from ')[0],
      )
      expect(blocked).toEqual(
        expect.arrayContaining([
          'script-src-elem inline',
          'script-src-elem https://evil.example/x.js',
        ]),
      )
    })
  })
})
