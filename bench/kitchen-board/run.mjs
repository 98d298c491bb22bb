#!/usr/bin/env node
// The kitchen half of `pnpm bench`, in a real browser: the owner's tablet (1024×768, 4× CPU
// slowdown) on the production build with 60 open orders of a Friday night. Times submit →
// card, the board's answer to Accept and to a next step, and its memory over two hours of
// the restaurant's clock (DEV_CLOCK). Prints a table and writes bench/results/kitchen-board.json.
// Options: --orders=N (submits timed, 40), --actions=N (of each kind, 20), --open=N (60),
// --hours=N (2), --reuse-dist, --verbose (server logs), --trace=FILE (a DevTools trace of the
// second round of taps, to open in the Performance panel).
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { signInStaff } from '@food/tools/customers'
import { sleep } from '@food/tools/ports'
import { chromium } from 'playwright-core'
import { Kitchen } from './lib/kitchen.mjs'
import { printTable, tableRows } from './lib/report.mjs'
import { buildOnce, OWNER_MOBILE, ROOT, startSite } from './lib/site.mjs'
import {
  CPU_SLOWDOWN,
  clockOffset,
  memorySample,
  openTablet,
  settle,
  TABLET,
} from './lib/tablet.mjs'
import { advanceClock, customersOf, moveToFriday } from './lib/traffic.mjs'

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=')
    return [key, value]
  }),
)
const settings = {
  orders: Number(args.orders ?? 40),
  actions: Number(args.actions ?? 20),
  open: Number(args.open ?? 60),
  hours: Number(args.hours ?? 2),
  /** Simulated minutes between memory samples; a batch of orders goes through its life in each. */
  stepMinutes: 10,
  customers: 30,
  cpuSlowdown: CPU_SLOWDOWN,
  tablet: TABLET,
}
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CARD_TIMEOUT_MS = 15_000
const ACTION_TIMEOUT_MS = 10_000

/** What the Performance panel shows: the main thread's tasks, paints, layers and frames. */
const TRACE_OPTIONS = {
  screenshots: false,
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-devtools.timeline.frame',
    'blink.user_timing',
    'disabled-by-default-v8.cpu_profiler',
  ],
}

const wall = () => performance.timeOrigin + performance.now()
const randomPause = (maxMs) => sleep(Math.random() * maxMs)

/** Submit → card: each submit after a random pause, the board kept at `open` orders meanwhile. */
async function timeSubmits(page, kitchen) {
  const { offsetMs, roundTripMs } = await clockOffset(page)
  const pageOrigin = await page.evaluate(() => performance.timeOrigin)
  const waits = []
  for (let i = 0; i < settings.orders; i += 1) {
    await kitchen.turn()
    await randomPause(1000)
    let submitAt = 0
    const order = await kitchen.place(() => {
      submitAt = wall()
    })
    const card = await page
      .waitForFunction(
        (id) => window.__board.cards[id]?.paintedAt ?? null,
        order._id,
        { timeout: CARD_TIMEOUT_MS, polling: 50 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => null)
    const ms = card === null ? null : pageOrigin + card - offsetMs - submitAt
    waits.push(ms)
    if (args.verbose)
      console.log(`  order ${order.order_id}: ${ms?.toFixed(0)} ms`)
  }
  return { waits, clockOffsetMs: offsetMs, clockRoundTripMs: roundTripMs }
}

/** The page's main-thread time so far, in ms, by kind (the DevTools protocol's metrics). */
async function mainThread(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const seconds = (name) =>
    metrics.find((entry) => entry.name === name)?.value ?? 0
  return Object.fromEntries(
    Object.entries(WORK_METRICS).map(([key, name]) => [
      key,
      seconds(name) * 1000,
    ]),
  )
}
const WORK_METRICS = {
  task: 'TaskDuration',
  script: 'ScriptDuration',
  style: 'RecalcStyleDuration',
  layout: 'LayoutDuration',
}

/**
 * Arms the page's probe, clicks, and resolves { ms, replyMs, work } from the click to the
 * painted change (null: none came); `work` is the main thread's time meanwhile, by kind.
 */
async function timeClick({ page, cdp }, locator, { id, until, from }) {
  await locator.waitFor({ timeout: ACTION_TIMEOUT_MS })
  await page.evaluate(
    ([card, kind, label]) => window.__board.arm(card, kind, label),
    [id, until, from],
  )
  // A tap where the button is, without Playwright's checks in the page inside the window.
  await locator.scrollIntoViewIfNeeded({ timeout: ACTION_TIMEOUT_MS })
  const box = await locator.boundingBox()
  if (!box) throw new Error(`no box for the button to tap on card ${id}`)
  const before = await mainThread(cdp)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const timing = await Promise.race([
    page.evaluate(() => window.__board.timing),
    sleep(ACTION_TIMEOUT_MS).then(() => null),
  ])
  if (timing === null) return null
  const after = await mainThread(cdp)
  const work = Object.fromEntries(
    Object.keys(WORK_METRICS).map((key) => [key, after[key] - before[key]]),
  )
  return { ...timing, work }
}

/**
 * The tablet's own taps, one order at a time as a cook would: Accept (its dialog), Accept in
 * the dialog, then a next step on the oldest order being prepared; the second tablet keeps
 * the board at `open` orders between taps.
 */
async function timeActions(tablet, kitchen) {
  const { page } = tablet
  const timings = { acceptDialog: [], accept: [], nextStep: [] }
  for (let i = 0; i < settings.actions; i += 1) {
    // The second round: the first warms the page's code up.
    const isTraced = args.trace && i === 1
    if (isTraced) await tablet.browser.startTracing(page, TRACE_OPTIONS)
    const ringing = kitchen.pending[0]
    const card = page.locator(`#card-${ringing._id}`)
    await card.scrollIntoViewIfNeeded()
    await settle(page, 500, 5000).catch(() => {})
    timings.acceptDialog.push(
      await timeClick(
        tablet,
        card.getByRole('button', { name: 'Accept', exact: true }),
        {
          id: ringing._id,
          until: 'dialog',
          from: null,
        },
      ),
    )
    // Opening it silenced the order (acknowledge): let that answer land first.
    await settle(page, 500, 5000).catch(() => {})
    timings.accept.push(
      await timeClick(
        tablet,
        page.getByRole('dialog').getByRole('button', { name: /^Accept \(/ }),
        { id: ringing._id, until: 'next-step', from: null },
      ),
    )
    kitchen.moved(ringing, kitchen.pending, kitchen.preparing)

    const cooking = kitchen.preparing[0]
    const label = await page.evaluate(
      (id) => window.__board.nextLabelOf(id),
      cooking._id,
    )
    const next = page.locator(`#card-${cooking._id}`)
    await next.scrollIntoViewIfNeeded()
    await settle(page, 500, 5000).catch(() => {})
    timings.nextStep.push(
      await timeClick(
        tablet,
        next.getByRole('button', { name: label, exact: true }),
        {
          id: cooking._id,
          until: 'next-step',
          from: label,
        },
      ),
    )
    kitchen.moved(cooking, kitchen.preparing, kitchen.ready)
    if (isTraced) {
      writeFileSync(args.trace, await tablet.browser.stopTracing())
      console.log(`A trace of the second round of taps: ${args.trace}`)
    }
    // The rest of the turn on the second tablet, and a new order in.
    await kitchen.finish(kitchen.ready[0])
    await kitchen.place()
    await randomPause(500)
  }
  return timings
}

/** Memory every `stepMinutes` of the restaurant's clock over `hours`, a batch through its life each step. */
async function watchMemory(page, cdp, kitchen) {
  const batch = Math.ceil((settings.open * settings.stepMinutes) / 60)
  const samples = []
  const sample = async (minutes) => {
    await settle(page, 1000, 10_000).catch(() => {})
    const figures = {
      minutes,
      open: kitchen.open,
      ...(await memorySample(page, cdp)),
    }
    samples.push(figures)
    console.log(
      `  +${String(minutes).padStart(3)} min: JS heap ${(figures.jsHeapUsedBytes / 1024 / 1024).toFixed(2)} MB, ${figures.domNodes} DOM nodes, ${figures.listeners} listeners; cards: ${figures.liveCards} live (${figures.open} open), ${figures.finishedCards} finished (${figures.finishedListNodes} nodes)`,
    )
  }
  await sample(0)
  for (
    let minutes = settings.stepMinutes;
    minutes <= settings.hours * 60;
    minutes += settings.stepMinutes
  ) {
    await kitchen.acknowledgeRinging()
    await advanceClock(kitchen.apiBase, settings.stepMinutes)
    await kitchen.turn(batch)
    for (let i = 0; i < batch; i += 1) await kitchen.place()
    await sample(minutes)
  }
  return { batch, samples }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
      .toString()
      .trim()
  } catch {
    return 'unknown'
  }
}

async function main() {
  const buildMs = buildOnce(args['reuse-dist'] === 'true')
  const loadBefore = os.loadavg()[0]
  console.log('Starting the site (ports 3720–3724, API 4720, DEV_CLOCK)…')
  const site = await startSite({
    log: (line) => args.verbose && process.stderr.write(line),
  })
  process.once('SIGINT', () => site.stop().then(() => process.exit(130)))
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  let figures
  try {
    const token = await signInStaff(site.apiBase, OWNER_MOBILE, '10.250.0.1')
    const friday = await moveToFriday(site.apiBase, 19 * 60)
    console.log(
      `The restaurant's clock: ${friday.toISOString()} (a Friday, 19:00 in Belfast)`,
    )
    const customers = await customersOf(site.apiBase, settings.customers)
    const kitchen = new Kitchen(site.apiBase, token, customers)
    await kitchen.fill(settings.open)
    // A minute on: the Undo of the set-up's taps has gone, as on a board nobody touched just now.
    await advanceClock(site.apiBase, 1)
    const { page, cdp, errors } = await openTablet(browser, {
      siteUrl: site.siteUrl,
      token,
    })
    await page.waitForFunction(
      (open) =>
        document.querySelectorAll('article[aria-labelledby^="order-"]')
          .length >= open,
      settings.open,
      { timeout: 60_000 },
    )
    console.log(
      `The tablet shows ${settings.open} open orders; ${settings.orders} submits…`,
    )
    const submits = await timeSubmits(page, kitchen)
    console.log(`${settings.actions} × Accept and a next step on the tablet…`)
    const actions = await timeActions({ browser, page, cdp }, kitchen)
    console.log(`Memory over ${settings.hours} h of the restaurant's clock:`)
    const memory = await watchMemory(page, cdp, kitchen)
    figures = { submits, actions, memory, pageErrors: errors }
  } finally {
    await browser.close().catch(() => {})
    await site.stop()
  }

  const rows = tableRows(figures)
  printTable(rows)
  const resultsDir = path.join(ROOT, 'bench/results')
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, 'kitchen-board.json')
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: gitCommit(),
        machine: {
          cpus: os.cpus().length,
          loadAverageBefore: loadBefore,
          loadAverageAfter: os.loadavg()[0],
        },
        settings,
        buildMs,
        table: rows,
        ...figures,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nWritten ${path.relative(ROOT, file)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
