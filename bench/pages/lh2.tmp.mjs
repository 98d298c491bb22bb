import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

const chrome = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--remote-debugging-port=9323',
  ],
})
try {
  const { lhr } = await lighthouse('http://localhost:3000' + process.argv[2], {
    port: 9323,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const a = lhr.audits
  console.log(
    'score',
    lhr.categories.performance.score,
    'FCP',
    a['first-contentful-paint'].numericValue,
    'LCP',
    a['largest-contentful-paint'].numericValue,
    'TBT',
    a['total-blocking-time'].numericValue,
    'SI',
    a['speed-index'].numericValue,
  )
  console.log(
    JSON.stringify(
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]
        ?.node?.snippet,
    ),
  )
  console.log(
    JSON.stringify(
      a['largest-contentful-paint-element']?.details?.items?.[1]?.items,
      null,
      0,
    ),
  )
  console.log(
    'lazy',
    a['lcp-lazy-loaded']?.score,
    'render-blocking',
    JSON.stringify(
      a['render-blocking-resources']?.details?.items?.map((i) => [
        i.url,
        i.wastedMs,
      ]),
    ),
  )
  console.log(
    'bootup',
    JSON.stringify(
      a['bootup-time']?.details?.items
        ?.slice(0, 5)
        .map((i) => [i.url, Math.round(i.total), Math.round(i.scripting)]),
    ),
  )
  console.log(
    'mainthread',
    JSON.stringify(
      a['mainthread-work-breakdown']?.details?.items?.map((i) => [
        i.group,
        Math.round(i.duration),
      ]),
    ),
  )
} finally {
  await chrome.close()
}
