import { recordNetwork } from '@food/tools/page-bytes'
import {
  cumulativeLayoutShift,
  summariseRequests,
  totalBlockingTime,
} from './metrics.mjs'
import { pageProbe } from './page-probe.mjs'

/** A mid-range phone, as Lighthouse emulates it (Moto G Power). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'en-GB',
  timezoneId: 'Europe/London',
}

/** Slow 4G: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
}

export const CPU_SLOWDOWN = 4

/** How long the page is watched after the target is visible. */
export const QUIET_MS = 3000

const TARGET_TIMEOUT_MS = 60_000

/**
 * One cold load of `url` in a new browser context (empty cache, no cookies,
 * no connections), on the emulated phone, network and CPU.
 */
export async function measureLoad(browser, { url, target, localStorage }) {
  const context = await browser.newContext(PHONE)
  try {
    if (localStorage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries))
          window.localStorage.setItem(key, value)
      }, localStorage)
    }
    await context.addInitScript(pageProbe, target)
    const page = await context.newPage()
    const consoleErrors = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(String(error)))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const requests = recordNetwork(cdp)

    await page.goto(url, { waitUntil: 'commit' })
    try {
      await page.waitForFunction(
        () => window.__bench?.visibleAt != null,
        null,
        {
          timeout: TARGET_TIMEOUT_MS,
          polling: 200,
        },
      )
    } catch {
      return { url, failed: true, consoleErrors }
    }
    await page.waitForTimeout(QUIET_MS)
    const probe = await page.evaluate(() => ({
      ...window.__bench,
      timeOrigin: performance.timeOrigin,
      now: performance.now(),
    }))
    return summariseLoad({ url, probe, requests: requests(), consoleErrors })
  } finally {
    await context.close()
  }
}

function summariseLoad({ url, probe, requests, consoleErrors }) {
  const visibleWall = probe.timeOrigin + probe.visibleAt
  const endWall = probe.timeOrigin + probe.now
  const fcp = probe.fcp ?? 0
  return {
    url,
    failed: false,
    visibleMs: probe.visibleAt,
    visibleBy: probe.paintedAt === null ? 'frame' : 'element-timing',
    foundMs: probe.foundAt,
    fcpMs: probe.fcp,
    lcpMs: probe.lcp,
    lcpElement: probe.lcpElement,
    // The image the page chose for its largest paint, and what it cost on the wire.
    lcpImage: probe.lcpUrl
      ? {
          url: probe.lcpUrl,
          bytes:
            requests.find(({ url: address }) => address === probe.lcpUrl)
              ?.bodyBytes ?? null,
        }
      : null,
    cls: cumulativeLayoutShift(probe.shifts),
    serverHtmlLost: probe.serverHtmlLost,
    tbtMs: totalBlockingTime(probe.longTasks, fcp, probe.now),
    longTasks: probe.longTasks.map(({ startTime, duration }) => [
      Math.round(startTime),
      Math.round(duration),
    ]),
    shifts: probe.shifts,
    beforeVisible: summariseRequests(requests, visibleWall),
    untilQuiet: summariseRequests(requests, endWall),
    requests: requests.map(
      ({ url: address, kind, bodyBytes, startWall, endWall }) => ({
        url: address,
        kind,
        bodyBytes,
        startMs: Math.round(startWall - probe.timeOrigin),
        endMs: endWall ? Math.round(endWall - probe.timeOrigin) : null,
      }),
    ),
    consoleErrors,
  }
}
