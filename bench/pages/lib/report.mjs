// The table of the page bench: each figure, its target and pass or fail.
import { formatFigures } from '@food/tools/table'

const atMost = (value, unit = '') => ({
  value,
  text: `≤ ${value}${unit ? ` ${unit}` : ''}`,
})

// The targets of issue 31, per page; CLS, TBT and the server's HTML kept on every page.
const PAGE_TARGETS = {
  home: { visibleMs: atMost(1000, 'ms'), lcpMs: atMost(1200, 'ms') },
  checkout: { visibleMs: atMost(1600, 'ms') },
  blog: { lcpMs: atMost(1500, 'ms') },
  post: { lcpMs: atMost(1500, 'ms') },
}
const TARGETS = {
  cls: atMost(0.05),
  tbtMs: atMost(200, 'ms'),
  serverHtmlLostLoads: atMost(0),
  homeJsKB: atMost(170, 'KB'),
  bytesRatio: { value: 1.25, text: '≤ 1.25' },
  timeRatio: { value: 1.1, text: '≤ 1.10' },
  tapMs: atMost(2000, 'ms'),
}
/** Lighthouse scores are at least, not at most. */
const atLeast = (value) => ({ value, text: `≥ ${value}`, isMinimum: true })

const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`)
const kb = (value) => (value === null ? 'n/a' : `${value.toFixed(1)} KB`)
const ratio = (value) => (value === null ? 'n/a' : value.toFixed(2))

/** One line of the table; `target` is an entry of TARGETS, or none for a figure shown for information. */
function row(figure, value, shown, target) {
  return {
    figure,
    value,
    shown,
    target: target?.text ?? null,
    pass:
      target === undefined || value === null
        ? null
        : target.isMinimum
          ? value >= target.value
          : value <= target.value + 1e-9,
  }
}

function divide(a, b) {
  return a === null || b === null || b === 0 ? null : a / b
}

/** Rows for every page and variant measured, then the ratios, taps, Lighthouse and build times. */
export function tableRows({
  pages,
  variants,
  figures,
  builds,
  taps = {},
  lighthouse = {},
}) {
  const rows = []
  for (const page of pages) {
    for (const variant of variants) {
      const f = figures[page.id][variant]
      const isProduct = variant === 'federated'
      const name = `${page.path} ${variant}`
      const target = (key) =>
        isProduct ? (PAGE_TARGETS[page.id]?.[key] ?? TARGETS[key]) : undefined
      rows.push(
        row(
          `${name}: ${page.target} visible`,
          f.visibleMs,
          ms(f.visibleMs),
          target('visibleMs'),
        ),
        row(`${name}: LCP`, f.lcpMs, ms(f.lcpMs), target('lcpMs')),
        row(
          `${name}: LCP image`,
          f.lcpImageBytes,
          f.lcpImageUrl
            ? `${f.lcpImageUrl.split('/').slice(-2).join('/')}, ${kb((f.lcpImageBytes ?? 0) / 1024)}`
            : 'text',
        ),
        row(
          `${name}: CLS`,
          f.cls,
          f.cls === null ? 'n/a' : f.cls.toFixed(3),
          target('cls'),
        ),
        row(`${name}: TBT`, f.tbtMs, ms(f.tbtMs), target('tbtMs')),
        row(
          `${name}: loads that threw server HTML of a slot away or showed its loading box`,
          f.serverHtmlLostLoads,
          `${f.serverHtmlLostLoads} of ${f.loads - f.failed}`,
          target('serverHtmlLostLoads'),
        ),
      )
      const before = f.beforeVisible
      rows.push(
        row(
          `${name}: requests before visible (JS/CSS/img)`,
          before.requests,
          `${before.requests} (${before.jsRequests}/${before.cssRequests}/${before.imgRequests})`,
        ),
        row(
          `${name}: KB on the wire before visible (JS/CSS/img)`,
          before.jsKB,
          `${kb(before.jsKB)} / ${kb(before.cssKB)} / ${kb(before.imgKB)}`,
        ),
      )
      const isHome = page.id === 'home'
      rows.push(
        row(
          `${name}: all JS the page loads (KB on the wire, until quiet)`,
          f.untilQuiet.jsKB,
          kb(f.untilQuiet.jsKB),
          isHome ? target('homeJsKB') : undefined,
        ),
      )
      if (f.failed) rows.push(row(`${name}: failed loads`, f.failed, f.failed))
    }
    if (variants.includes('federated') && variants.includes('monolith')) {
      const fed = figures[page.id].federated
      const mono = figures[page.id].monolith
      const isHome = page.id === 'home'
      const bytes = divide(fed.untilQuiet.codeKB, mono.untilQuiet.codeKB)
      const time = divide(fed.visibleMs, mono.visibleMs)
      const lcp = divide(fed.lcpMs, mono.lcpMs)
      rows.push(
        row(
          `${page.path} federated ÷ monolith: LCP`,
          lcp,
          ratio(lcp),
          isHome ? TARGETS.timeRatio : undefined,
        ),
        row(
          `${page.path} federated ÷ monolith: code bytes (JS+CSS+manifests)`,
          bytes,
          `${ratio(bytes)} (${kb(fed.untilQuiet.codeKB)} ÷ ${kb(mono.untilQuiet.codeKB)})`,
          isHome ? TARGETS.bytesRatio : undefined,
        ),
        row(
          `${page.path} federated ÷ monolith: time to ${page.target} visible`,
          time,
          ratio(time),
          isHome ? TARGETS.timeRatio : undefined,
        ),
      )
    }
  }
  for (const [variant, tapMs] of Object.entries(taps)) {
    rows.push(
      row(
        `/ ${variant}: the first Add answers a tap (its dialog opens)`,
        tapMs,
        ms(tapMs),
        variant === 'federated' ? TARGETS.tapMs : undefined,
      ),
    )
  }
  for (const [id, score] of Object.entries(lighthouse)) {
    const page = pages.find((entry) => entry.id === id)?.path ?? id
    rows.push(
      row(
        `${page} Lighthouse 12 mobile: performance`,
        score.performance,
        String(score.performance),
        atLeast(95),
      ),
      row(
        `${page} Lighthouse 12 mobile: SEO${score.failedSeoAudits.length ? ` (failed: ${score.failedSeoAudits.join(', ')})` : ''}`,
        score.seo,
        String(score.seo),
        atLeast(100),
      ),
      row(
        `${page} Lighthouse 12 mobile: LCP / TBT`,
        score.lcpMs,
        `${ms(score.lcpMs)} / ${ms(score.tbtMs)}`,
      ),
    )
  }
  if (builds.appsMs !== undefined)
    rows.push(
      row(
        'cold production build of all apps (pnpm build)',
        builds.appsMs,
        `${(builds.appsMs / 1000).toFixed(1)} s`,
      ),
    )
  if (builds.monolithMs !== undefined)
    rows.push(
      row(
        'monolith build of the shell (MONOLITH=1)',
        builds.monolithMs,
        `${(builds.monolithMs / 1000).toFixed(1)} s`,
      ),
    )
  return rows
}

/** Prints the rows as one Markdown table, like the other benches. */
export function printTable(rows) {
  console.log(`\n${formatFigures(rows)}`)
}
