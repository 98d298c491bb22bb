#!/usr/bin/env node
// The pages half of `pnpm bench`: cold loads of the stitched production site
// on an emulated phone (slow 4G, 4× CPU slowdown), federated and monolith,
// with a table of figures against their targets and bench/results/pages.json.
// Options: --runs=N (default 5), --reuse-dist (skip the cold build when the
// dist folders exist), --pages=home,checkout,blog,post,
// --variants=federated,monolith, --lighthouse-runs=N (default 3, 0 skips it)
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GUEST_BASKET } from '@food/tools/guest-basket'
import { chromium } from 'playwright-core'
import { runLighthouse } from './lib/lighthouse.mjs'
import {
  CPU_SLOWDOWN,
  measureLoad,
  PHONE,
  QUIET_MS,
  SLOW_4G,
} from './lib/measure.mjs'
import { bytesOf, median, requestsOf } from './lib/metrics.mjs'
import { photographFirstDish } from './lib/owner-photo.mjs'
import { printTable, tableRows } from './lib/report.mjs'
import { startSite } from './lib/servers.mjs'
import { measureTap } from './lib/tap.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const resultsDir = path.join(root, 'bench/results')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Playwright adds --headless itself.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=')
    return [key, value]
  }),
)
const runs = Number(args.runs ?? 5)
const reuseDist = args['reuse-dist'] === 'true'
const lighthouseRuns = Number(args['lighthouse-runs'] ?? 3)
/** Lighthouse's own Chromium, started by the bench with this debugging port. */
const LIGHTHOUSE_PORT = 9322

const ALL_PAGES = [
  {
    id: 'home',
    path: '/',
    target: 'first menu item name',
    probe: { selector: 'h3[id^="menu-item-"]' },
  },
  {
    id: 'checkout',
    path: '/checkout',
    target: 'first basket line',
    probe: { selector: 'main li h3', text: 'Adana Kebab' },
    localStorage: { 'food:cart': JSON.stringify(GUEST_BASKET) },
  },
  {
    id: 'blog',
    path: '/news-and-insights',
    target: 'first post title',
    probe: { selector: 'main article h2' },
  },
  {
    id: 'post',
    // The newest post of the seed (api/src/db/seed).
    path: '/news-and-insights/queens-students-welcome-back',
    target: 'post title',
    probe: { selector: 'main h1' },
  },
]
/** The pages Lighthouse scores (the issue's: the home page, the blog list, a post). */
const LIGHTHOUSE_PAGES = ['home', 'blog', 'post']
const pages = ALL_PAGES.filter(
  ({ id }) => !args.pages || args.pages.split(',').includes(id),
)
const variants = (args.variants ?? 'federated,monolith').split(',')

const APP_DISTS = [
  ...['shell', 'mf-menu-cart', 'mf-account', 'mf-blog'].map((app) =>
    path.join(root, app, 'dist'),
  ),
  path.join(root, 'shell', 'dist-server'),
]
const MONOLITH_DISTS = ['dist-monolith', 'dist-monolith-server'].map((dir) =>
  path.join(root, 'shell', dir),
)

function timed(label, command, commandArgs, env = {}) {
  const started = performance.now()
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`${label} failed`)
  return Math.round(performance.now() - started)
}

/** Builds once: cold (dist removed) unless --reuse-dist finds every folder. */
function build() {
  const haveApps = APP_DISTS.every((dir) => existsSync(dir))
  const builds = {}
  if (!(reuseDist && haveApps)) {
    for (const dir of APP_DISTS) rmSync(dir, { recursive: true, force: true })
    console.log('Cold production build of the four apps (pnpm build)…')
    builds.appsMs = timed('pnpm build', 'pnpm', ['build'])
  }
  if (!(reuseDist && MONOLITH_DISTS.every((dir) => existsSync(dir)))) {
    for (const dir of MONOLITH_DISTS)
      rmSync(dir, { recursive: true, force: true })
    console.log('Monolith build of the shell (MONOLITH=1)…')
    builds.monolithMs = timed(
      'monolith build',
      'pnpm',
      ['--filter', '@food/shell', 'build'],
      { MONOLITH: '1' },
    )
  }
  return builds
}

function figuresOf(loads) {
  const ok = loads.filter((load) => !load.failed)
  const pick = (read) => median(ok.map(read))
  const kb = (bytes) => (bytes === null ? null : bytes / 1024)
  return {
    loads: loads.length,
    failed: loads.length - ok.length,
    visibleMs: pick((load) => load.visibleMs),
    fcpMs: pick((load) => load.fcpMs),
    lcpMs: pick((load) => load.lcpMs),
    lcpImageBytes: pick((load) => load.lcpImage?.bytes ?? null),
    lcpImageUrl: ok.find((load) => load.lcpImage)?.lcpImage.url ?? null,
    cls: pick((load) => load.cls),
    // A count, not a median: every load must keep the server's HTML.
    serverHtmlLostLoads: ok.filter((load) => load.serverHtmlLost.length > 0)
      .length,
    tbtMs: pick((load) => load.tbtMs),
    beforeVisible: {
      requests: pick((load) => load.beforeVisible.requests),
      jsRequests: pick((load) => requestsOf(load.beforeVisible, ['js'])),
      cssRequests: pick((load) => requestsOf(load.beforeVisible, ['css'])),
      imgRequests: pick((load) => requestsOf(load.beforeVisible, ['img'])),
      jsKB: kb(pick((load) => bytesOf(load.beforeVisible, ['js']))),
      cssKB: kb(pick((load) => bytesOf(load.beforeVisible, ['css']))),
      imgKB: kb(pick((load) => bytesOf(load.beforeVisible, ['img']))),
    },
    untilQuiet: {
      requests: pick((load) => load.untilQuiet.requests),
      jsKB: kb(pick((load) => bytesOf(load.untilQuiet, ['js']))),
      codeKB: kb(
        pick((load) => bytesOf(load.untilQuiet, ['js', 'css', 'manifest'])),
      ),
    },
  }
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
    })
      .toString()
      .trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root })
      .toString()
      .trim()
    return dirty ? `${commit}+changes` : commit
  } catch {
    return 'unknown'
  }
}

/**
 * Lighthouse in a Chromium of its own, started here with a debugging port (no
 * emulation of ours: Lighthouse applies its own mobile preset), `lighthouseRuns`
 * times; one URL at a time so nothing else runs beside it.
 */
async function scoreWithLighthouse(url) {
  const chrome = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${LIGHTHOUSE_PORT}`],
  })
  try {
    const results = await runLighthouse(LIGHTHOUSE_PORT, url, lighthouseRuns)
    for (const result of results)
      console.log(
        `  lighthouse ${url}: performance ${result.performance}, SEO ${result.seo}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms${result.runtimeError ? ` (${result.runtimeError})` : ''}`,
      )
    return results
  } finally {
    await chrome.close()
  }
}

async function main() {
  const builds = build()
  const loadBefore = os.loadavg()[0]
  console.log(`Starting the site (ports 3700–3704, API 4700)…`)
  const site = await startSite(root, {
    log: (line) => args.verbose && process.stderr.write(line),
  })
  const stopSite = () => site.stop()
  process.once('SIGINT', () => stopSite().then(() => process.exit(130)))
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  const loads = {}
  const taps = {}
  const lighthouse = {}
  let firstDishPhoto = null
  try {
    firstDishPhoto = await photographFirstDish(site.apiOrigin)
    console.log(
      `the first dish has the owner's photo: a ${(firstDishPhoto.originalBytes / 1024 / 1024).toFixed(1)} MB 12-megapixel JPEG uploaded`,
    )
    const origins = { federated: site.siteUrl, monolith: site.monolithUrl }
    // One warm-up load per variant: the servers gzip and cache on first use.
    for (const variant of variants) {
      for (const page of pages)
        await measureLoad(browser, {
          url: origins[variant] + page.path,
          target: page.probe,
          localStorage: page.localStorage,
        })
    }
    // Variants interleaved, so a busy moment on the machine hits both alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        for (const variant of variants) {
          const load = await measureLoad(browser, {
            url: origins[variant] + page.path,
            target: page.probe,
            localStorage: page.localStorage,
          })
          loads[page.id] ??= {}
          loads[page.id][variant] ??= []
          loads[page.id][variant].push(load)
          console.log(
            `  run ${run}/${runs} ${page.id.padEnd(8)} ${variant.padEnd(9)} ` +
              (load.failed
                ? `FAILED ${load.consoleErrors.slice(0, 2).join(' | ')}`
                : `visible ${Math.round(load.visibleMs)} ms (${load.visibleBy}), LCP ${Math.round(load.lcpMs ?? 0)} ms, TBT ${Math.round(load.tbtMs)} ms, CLS ${load.cls.toFixed(3)}`),
          )
          if (!load.failed && load.serverHtmlLost.length)
            console.log(
              `    server HTML lost: ${load.serverHtmlLost.join(' | ')}`,
            )
          if (!load.failed && load.consoleErrors.length)
            console.log(`    console errors: ${load.consoleErrors.join(' | ')}`)
        }
      }
      // When the home page answers a tap, on loads of its own.
      for (const variant of variants) {
        const tap = await measureTap(browser, `${origins[variant]}/`)
        taps[variant] ??= []
        taps[variant].push(tap)
        console.log(
          `  run ${run}/${runs} tap      ${variant.padEnd(9)} ${tap.failed ? 'FAILED' : `answered at ${Math.round(tap.tapMs)} ms after ${tap.taps} taps`}`,
        )
      }
    }
    await browser.close()
    for (const id of lighthouseRuns > 0 ? LIGHTHOUSE_PAGES : []) {
      const page = ALL_PAGES.find((entry) => entry.id === id)
      lighthouse[id] = await scoreWithLighthouse(
        `${origins.federated}${page.path}`,
      )
    }
  } finally {
    await browser.close().catch(() => {})
    await stopSite()
  }

  const figures = {}
  for (const page of pages) {
    figures[page.id] = {}
    for (const variant of variants)
      figures[page.id][variant] = figuresOf(loads[page.id][variant])
  }
  const tapFigures = Object.fromEntries(
    Object.entries(taps).map(([variant, list]) => [
      variant,
      median(list.filter((tap) => !tap.failed).map((tap) => tap.tapMs)),
    ]),
  )
  const lighthouseFigures = Object.fromEntries(
    Object.entries(lighthouse).map(([id, list]) => [
      id,
      {
        performance: median(list.map((result) => result.performance)),
        seo: median(list.map((result) => result.seo)),
        lcpMs: median(list.map((result) => result.lcpMs)),
        tbtMs: median(list.map((result) => result.tbtMs)),
        failedSeoAudits: [...new Set(list.flatMap((r) => r.failedSeoAudits))],
      },
    ]),
  )
  const rows = tableRows({
    pages,
    variants,
    figures,
    builds,
    taps: tapFigures,
    lighthouse: lighthouseFigures,
  })
  printTable(rows)

  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, 'pages.json')
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: gitCommit(),
        // The home page's largest paint is the owner's photo of the first dish (lib/owner-photo.mjs).
        firstDishPhotoOriginalBytes: firstDishPhoto?.originalBytes ?? null,
        machine: {
          cpus: os.cpus().length,
          loadAverageBefore: loadBefore,
          loadAverageAfter: os.loadavg()[0],
        },
        settings: {
          runs,
          phone: PHONE,
          network: SLOW_4G,
          cpuSlowdown: CPU_SLOWDOWN,
          quietMs: QUIET_MS,
          tbtWindow: 'first contentful paint → target visible + quietMs',
        },
        builds,
        pages: pages.map(({ id, path: pagePath, target }) => ({
          id,
          path: pagePath,
          target,
        })),
        figures,
        taps,
        lighthouse,
        table: rows,
        loads,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nWritten ${path.relative(root, file)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
