import { CPU_SLOWDOWN, PHONE, SLOW_4G } from './measure.mjs'

const TAP_TIMEOUT_MS = 30_000

/**
 * Time until the page answers a tap: on a cold load (same phone, network and
 * CPU as the other figures), the first "Add" button is tapped again and again
 * from the moment it is on screen until its dialog opens. Server-rendered HTML
 * shows the button long before the page's code has hydrated it; a tap before
 * that does nothing. The figure is when the dialog entered the page, from
 * navigation start. A separate load, so the taps disturb no other figure.
 */
export async function measureTap(browser, url) {
  const context = await browser.newContext(PHONE)
  try {
    await context.addInitScript(() => {
      window.__tap = { dialogAt: null }
      new MutationObserver(() => {
        if (
          window.__tap.dialogAt === null &&
          document.querySelector('[role="dialog"]')
        ) {
          window.__tap.dialogAt = performance.now()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'commit' })
    const add = page.locator('button[aria-label^="Add "]').first()
    const deadline = Date.now() + TAP_TIMEOUT_MS
    let taps = 0
    while (Date.now() < deadline) {
      const opened = await page.evaluate(() => window.__tap.dialogAt)
      if (opened !== null) return { url, tapMs: opened, taps }
      // A tap that comes before the page answers is lost, as a person's would be.
      await add.tap({ timeout: 5_000 }).catch(() => {})
      taps += 1
      await page.waitForTimeout(100)
    }
    return { url, tapMs: null, taps, failed: true }
  } finally {
    await context.close()
  }
}
