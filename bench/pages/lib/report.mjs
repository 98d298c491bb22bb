// The table of the page bench: each figure, its target and pass or fail.

const TARGETS = {
  visibleMs: { value: 2000, text: '≤ 2000 ms' },
  lcpMs: { value: 2000, text: '≤ 2000 ms' },
  cls: { value: 0.05, text: '≤ 0.05' },
  tbtMs: { value: 200, text: '≤ 200 ms' },
  homeJsKB: { value: 200, text: '≤ 200 KB' },
  bytesRatio: { value: 1.2, text: '≤ 1.20' },
  timeRatio: { value: 1.1, text: '≤ 1.10' },
}

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
        : value <= target.value + 1e-9,
  }
}

function divide(a, b) {
  return a === null || b === null || b === 0 ? null : a / b
}

/** Rows for every page and variant measured, then the ratios and build times. */
export function tableRows({ pages, variants, figures, builds }) {
  const rows = []
  for (const page of pages) {
    for (const variant of variants) {
      const f = figures[page.id][variant]
      const isProduct = variant === 'federated'
      const name = `${page.path} ${variant}`
      const target = (key) => (isProduct ? TARGETS[key] : undefined)
      rows.push(
        row(
          `${name}: ${page.target} visible`,
          f.visibleMs,
          ms(f.visibleMs),
          target('visibleMs'),
        ),
        row(`${name}: LCP`, f.lcpMs, ms(f.lcpMs), target('lcpMs')),
        row(
          `${name}: CLS`,
          f.cls,
          f.cls === null ? 'n/a' : f.cls.toFixed(3),
          target('cls'),
        ),
        row(`${name}: TBT`, f.tbtMs, ms(f.tbtMs), target('tbtMs')),
      )
      const before = f.beforeVisible
      rows.push(
        row(
          `${name}: requests before visible (JS/CSS/img)`,
          before.requests,
          `${before.requests} (${before.jsRequests}/${before.cssRequests}/${before.imgRequests})`,
        ),
        row(
          `${name}: KB gz before visible (JS/CSS/img)`,
          before.jsKB,
          `${kb(before.jsKB)} / ${kb(before.cssKB)} / ${kb(before.imgKB)}`,
        ),
      )
      const isHome = page.id === 'home'
      rows.push(
        row(
          `${name}: all JS the page loads (gz, until quiet)`,
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
      rows.push(
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

export function printTable(rows) {
  const widths = [
    Math.max(...rows.map(({ figure }) => figure.length), 6),
    Math.max(...rows.map(({ shown }) => String(shown).length), 5),
    10,
  ]
  const line = (cells) =>
    cells
      .map((cell, index) => String(cell).padEnd(widths[index] ?? 0))
      .join('  ')
  console.log(`\n${line(['Figure', 'Value', 'Target', 'Result'])}`)
  console.log(line(widths.map((width) => '-'.repeat(width)).concat('------')))
  for (const { figure, shown, target, pass } of rows) {
    const result = pass === null ? '' : pass ? 'pass' : 'FAIL'
    console.log(line([figure, shown, target ?? '', result]))
  }
}
