import { STORAGE_KEYS } from '@food/shared/types'
import { boardProbe } from './board-probe.mjs'

/** The owner's tablet: 1024×768, its CPU four times slower (the DevTools protocol's throttling). */
export const TABLET = { width: 1024, height: 768 }
export const CPU_SLOWDOWN = 4

/** The labels of a card's next-step button (mf-kitchen's order-labels.ts). */
const NEXT_LABELS = [
  'Ready for collection',
  'Out for delivery',
  'Delivered',
  'Collected',
]

/**
 * Opens /kitchen signed in as the owner (the token the sign-in saves), taps Start shift and
 * waits for the board; resolves the page and its DevTools session.
 */
export async function openTablet(browser, { siteUrl, token }) {
  const context = await browser.newContext({
    viewport: TABLET,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  })
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [STORAGE_KEYS.staffToken, token],
  )
  await context.addInitScript(boardProbe, NEXT_LABELS)
  const page = await context.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(String(error)))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await cdp.send('Performance.enable')
  await page.goto(`${siteUrl}/kitchen`)
  await page
    .getByRole('button', { name: 'Start shift' })
    .click({ timeout: 60_000 })
  await page.getByRole('region', { name: /^New/ }).waitFor({ timeout: 60_000 })
  return { page, cdp, errors }
}

/**
 * The page's wall clock (timeOrigin + now) minus Node's, from the round trip with the
 * smallest delay of a few (its error is at most half of that delay).
 */
export async function clockOffset(page) {
  let best = null
  for (let i = 0; i < 7; i += 1) {
    const before = performance.timeOrigin + performance.now()
    const pageNow = await page.evaluate(
      () => performance.timeOrigin + performance.now(),
    )
    const after = performance.timeOrigin + performance.now()
    if (!best || after - before < best.roundTripMs)
      best = {
        offsetMs: pageNow - (before + after) / 2,
        roundTripMs: after - before,
      }
  }
  return best
}

/** Waits until the board's DOM has not changed for `quietMs` (at most `timeoutMs`). */
export async function settle(page, quietMs = 1500, timeoutMs = 30_000) {
  await page.waitForFunction(
    (quiet) => performance.now() - window.__board.lastMutationAt > quiet,
    quietMs,
    { timeout: timeoutMs, polling: 250 },
  )
}

/**
 * After a full garbage collection: the JS heap in use, the DOM nodes and listeners, and the
 * cards: live on the board, and folded in the finished lists (whose nodes are counted apart).
 */
export async function memorySample(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name) =>
    metrics.find((entry) => entry.name === name)?.value ?? null
  const dom = await page.evaluate(() => {
    const cards = [
      ...document.querySelectorAll('article[aria-labelledby^="order-"]'),
    ]
    const finished = cards.filter((card) => card.closest('details'))
    // Every node, text ones too, as the DevTools protocol's Nodes counts them.
    const nodesIn = (root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL)
      let count = 1
      while (walker.nextNode()) count += 1
      return count
    }
    // The finished lists: the board's only folds (<details>), each order a fold inside.
    const lists = [...document.querySelectorAll('details')].filter(
      (fold) => !fold.parentElement?.closest('details'),
    )
    const foldedNodes = lists.reduce((sum, list) => sum + nodesIn(list), 0)
    return {
      liveCards: cards.length - finished.length,
      finishedCards: finished.length,
      finishedListNodes: foldedNodes,
    }
  })
  return {
    jsHeapUsedBytes: metric('JSHeapUsedSize'),
    domNodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    ...dom,
  }
}
