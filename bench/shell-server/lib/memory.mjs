import { existsSync, readFileSync } from 'node:fs'
import { writeRuntimeConfig } from './blog-versions.mjs'
import { get, pageDataOf, problemWith } from './http.mjs'
import { statusMb } from './procfs.mjs'
import { settings } from './settings.mjs'

const BLOG = { path: '/news-and-insights', marker: 'Latest Blogs' }
const SWITCH_TIMEOUT_MS = 30_000

const log = (message) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}] memory: ${message}`)

/** The blog manifest URL the page says it was rendered with. */
const blogRemoteOf = (res) =>
  pageDataOf(res.text)?.config?.remotes?.mf_blog ?? null

function problemOf(res, blogUrl) {
  const problem = problemWith(res, BLOG.marker)
  if (problem) return problem
  const used = blogRemoteOf(res)
  return used === blogUrl ? null : `rendered with ${used}, not ${blogUrl}`
}

function sample(shell, run) {
  const rssMb = statusMb(shell.pid, 'VmRSS')
  if (rssMb === null) throw new Error(`the shell exited:\n${shell.tail()}`)
  run.samples.push({
    renders: run.rendered,
    rssMb,
    atS: (performance.now() - run.started) / 1000,
  })
  if (run.rendered % 1000 === 0) {
    log(`${run.rendered} renders, RSS ${rssMb.toFixed(0)} MB`)
  }
}

/**
 * The shell's heap after a full collection (lib/heap-probe.cjs answers
 * SIGUSR2), taken between blocks, when no render is in flight.
 */
async function heapSample(shell, run, heapFile) {
  const before = existsSync(heapFile) ? readFileSync(heapFile, 'utf8') : ''
  process.kill(shell.pid, 'SIGUSR2')
  for (let waited = 0; waited < 5_000; waited += 20) {
    const now = existsSync(heapFile) ? readFileSync(heapFile, 'utf8') : ''
    if (now && now !== before) {
      const { heapUsed, external } = JSON.parse(now)
      run.heap.push({
        renders: run.rendered,
        heapUsedMb: heapUsed / 1024 / 1024,
        externalMb: external / 1024 / 1024,
      })
      log(
        `${run.rendered} renders, heap after a full collection ${(heapUsed / 1024 / 1024).toFixed(1)} MB`,
      )
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the shell did not answer the heap probe')
}

async function renderOnce(shell, shellUrl, run, blogUrl) {
  const n = run.issued++
  try {
    const problem = problemOf(
      await get(`${shellUrl}${BLOG.path}?n=${n}`),
      blogUrl,
    )
    if (problem) run.problems.push({ n, problem })
  } catch (error) {
    if (shell.hasExited()) throw new Error(`the shell exited:\n${shell.tail()}`)
    run.problems.push({ n, problem: error.message })
  }
  run.rendered += 1
  if (run.rendered % settings.sampleEvery === 0) sample(shell, run)
}

/** `count` uncached renders, `memoryConcurrency` at a time. */
async function renderBlock(shell, shellUrl, run, blogUrl, count) {
  let left = count
  const worker = async () => {
    while (left > 0) {
      left -= 1
      await renderOnce(shell, shellUrl, run, blogUrl)
    }
  }
  await Promise.all(Array.from({ length: settings.memoryConcurrency }, worker))
}

/** Renders until a page says it used `blogUrl` and passes its checks. */
async function untilRendered(shellUrl, blogUrl, label) {
  const started = performance.now()
  for (let poll = 1; ; poll++) {
    const res = await get(`${shellUrl}${BLOG.path}?n=${label}-${poll}`)
    const problem = problemOf(res, blogUrl)
    const afterMs = performance.now() - started
    if (!problem) return { to: blogUrl, afterMs, polls: poll }
    if (afterMs > SWITCH_TIMEOUT_MS) {
      throw new Error(`${label} to ${blogUrl}: still ${problem}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Moves the blog to `blogUrl` in the runtime config and waits until it is
 * rendered (the shell reads the file every SSR_CHECK_MS, and waits for a
 * moved remote before rendering with it).
 */
function switchBlog(shellUrl, configFile, blogUrl, index) {
  writeRuntimeConfig(configFile, blogUrl)
  return untilRendered(shellUrl, blogUrl, `switch-${index}`)
}

/** The median RSS of the samples taken in a range of renders. */
function medianRss(samples, from, to) {
  const values = samples
    .filter((s) => s.renders > from && s.renders <= to)
    .map((s) => s.rssMb)
    .sort((a, b) => a - b)
  return values.length ? values[Math.floor(values.length / 2)] : null
}

function summarize(run) {
  const { samples } = run
  const baseAt = Math.min(1000, settings.memoryRenders)
  const base = samples.find((s) => s.renders >= baseAt) ?? samples[0]
  const end = samples.at(-1)
  // RSS swings with the garbage collector by ±10 MB from one sample to the
  // next: a window of 1,000 renders (10 samples) is compared, not one sample.
  const after1000 = medianRss(samples, baseAt, baseAt + 1000)
  const last1000 = medianRss(samples, run.rendered - 1000, run.rendered)
  const heapAt1000 = run.heap.find((s) => s.renders >= baseAt) ?? run.heap[0]
  const heapEnd = run.heap.at(-1)
  return {
    heapAfter1000Mb: heapAt1000?.heapUsedMb ?? null,
    heapEndMb: heapEnd?.heapUsedMb ?? null,
    heapMaxMb: Math.max(...run.heap.map((s) => s.heapUsedMb)),
    heapGrowth:
      heapAt1000 && heapEnd
        ? (heapEnd.heapUsedMb - heapAt1000.heapUsedMb) / heapAt1000.heapUsedMb
        : null,
    heapSamples: run.heap,
    rssMedianAfter1000Mb: after1000,
    rssMedianLast1000Mb: last1000,
    windowGrowth:
      after1000 && last1000 ? (last1000 - after1000) / after1000 : null,
    renders: run.rendered,
    failedRenders: run.problems.length,
    firstProblems: run.problems.slice(0, 5),
    switches: run.switches.length,
    switchMs: run.switches.map((s) => Math.round(s.afterMs)),
    rssAfter1000Mb: base.rssMb,
    rssMaxMb: Math.max(...samples.map((s) => s.rssMb)),
    rssEndMb: end.rssMb,
    growth: (end.rssMb - base.rssMb) / base.rssMb,
    durationS: (performance.now() - run.started) / 1000,
    samples,
    switchLog: run.switches,
  }
}

/**
 * `memoryRenders` uncached renders of the blog list, the blog moved to the
 * other of two versions before every `switchEvery` (each switch waited for:
 * 20 switches in 10,000 renders), with the shell's
 * RSS sampled every `sampleEvery` renders. Every render must be
 * server-rendered, show the list, and use the blog version of its block.
 */
export async function measureMemory(
  shell,
  shellUrl,
  { configFile, urls, heapFile },
) {
  const run = {
    started: performance.now(),
    issued: 0,
    rendered: 0,
    heap: [],
    problems: [],
    samples: [],
    switches: [],
  }
  sample(shell, run)
  // The version the shell starts with is in use before the first switch.
  await untilRendered(shellUrl, urls[0], 'start')
  const blocks = Math.ceil(settings.memoryRenders / settings.switchEvery)
  for (let block = 1; block <= blocks; block++) {
    const blogUrl = urls[block % urls.length]
    run.switches.push(await switchBlog(shellUrl, configFile, blogUrl, block))
    const count = Math.min(
      settings.switchEvery,
      settings.memoryRenders - run.rendered,
    )
    await renderBlock(shell, shellUrl, run, blogUrl, count)
    if (run.rendered % 1000 === 0) await heapSample(shell, run, heapFile)
  }
  return summarize(run)
}
