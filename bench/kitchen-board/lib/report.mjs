// The table of the board bench: each figure, its target and pass or fail (never the exit code).
import { percentile } from '@food/tools/stats'
import { formatFigures } from '@food/tools/table'

/** The issue's targets (29, "Tests and figures"). */
const TARGETS = {
  submitToCardP99Ms: 1000,
  actionP95Ms: 100,
  /** Growth of the JS heap and of the DOM from the first to the last sample. */
  growthPercent: 10,
}

const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`)
const percent = (value) =>
  value === null ? 'n/a' : `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

function row(figure, value, shown, target, pass = null) {
  return { figure, value, shown, target, pass }
}

/** p50, p95, p99, max and how many never showed, of timings where null is a miss. */
function summarise(timings) {
  const seen = timings.filter((value) => value !== null)
  return {
    count: timings.length,
    missed: timings.length - seen.length,
    p50: percentile(seen, 50),
    p95: percentile(seen, 95),
    p99: percentile(seen, 99),
    max: percentile(seen, 100),
  }
}

const growth = (first, last) => (first ? ((last - first) / first) * 100 : null)

/** Rows for submit → card, the three taps and memory. */
export function tableRows({ submits, actions, memory }) {
  const rows = []
  const cards = summarise(submits.waits)
  const missed = cards.missed ? `, ${cards.missed} never shown` : ''
  rows.push(
    row(
      `submit → card painted: p50 (${cards.count} orders)`,
      cards.p50,
      ms(cards.p50),
      '',
    ),
    row(
      `submit → card painted: p99 / max${missed}`,
      cards.p99,
      `${ms(cards.p99)} / ${ms(cards.max)}`,
      `p99 ≤ ${TARGETS.submitToCardP99Ms} ms`,
      cards.p99 !== null &&
        !cards.missed &&
        cards.p99 <= TARGETS.submitToCardP99Ms,
    ),
  )
  const kinds = [
    ['acceptDialog', 'tap Accept → its dialog painted'],
    ['accept', 'Accept in the dialog → card painted accepted'],
    ['nextStep', 'next step (Ready / Out for delivery) → card painted'],
  ]
  for (const [key, name] of kinds) {
    const s = summarise(actions[key].map((timing) => timing?.ms ?? null))
    const replies = actions[key]
      .map((timing) => timing?.replyMs ?? null)
      .filter((value) => value !== null)
    const reply = replies.length
      ? ` (API answer p50 ${ms(percentile(replies, 50))})`
      : ''
    rows.push(
      row(
        `${name}: p50 / p95 / max (${s.count}${s.missed ? `, ${s.missed} never painted` : ''})`,
        s.p95,
        `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.max)}${reply}`,
        `p95 ≤ ${TARGETS.actionP95Ms} ms`,
        s.p95 !== null && !s.missed && s.p95 <= TARGETS.actionP95Ms,
      ),
    )
    const work = (kind) =>
      percentile(
        actions[key].flatMap((timing) => (timing ? [timing.work[kind]] : [])),
        50,
      )
    if (s.count > s.missed)
      rows.push(
        row(
          `  its main-thread time, p50 (task: script, style, layout)`,
          work('task'),
          `${ms(work('task'))}: ${ms(work('script'))}, ${ms(work('style'))}, ${ms(work('layout'))}`,
          '',
        ),
      )
  }
  const first = memory.samples[0]
  const last = memory.samples.at(-1)
  const hours = last.minutes / 60
  const heapGrowth = growth(first.jsHeapUsedBytes, last.jsHeapUsedBytes)
  const nodeGrowth = growth(first.domNodes, last.domNodes)
  const boardNodes = (sample) => sample.domNodes - sample.finishedListNodes
  const boardGrowth = growth(boardNodes(first), boardNodes(last))
  rows.push(
    row(
      `JS heap after GC, first → last of ${memory.samples.length} samples over ${Number(hours.toFixed(2))} h`,
      heapGrowth,
      `${mb(first.jsHeapUsedBytes)} → ${mb(last.jsHeapUsedBytes)} (${percent(heapGrowth)})`,
      `≤ +${TARGETS.growthPercent}%`,
      heapGrowth !== null && heapGrowth <= TARGETS.growthPercent,
    ),
    row(
      `DOM nodes, first → last (live cards ${first.liveCards} → ${last.liveCards}, finished ${first.finishedCards} → ${last.finishedCards})`,
      nodeGrowth,
      `${first.domNodes} → ${last.domNodes} (${percent(nodeGrowth)})`,
      `≤ +${TARGETS.growthPercent}%`,
      nodeGrowth !== null && nodeGrowth <= TARGETS.growthPercent,
    ),
    row(
      'DOM nodes but the finished lists, first → last',
      boardGrowth,
      `${boardNodes(first)} → ${boardNodes(last)} (${percent(boardGrowth)})`,
      '',
    ),
    row(
      'JS event listeners, first → last',
      last.listeners,
      `${first.listeners} → ${last.listeners}`,
      '',
    ),
  )
  return rows
}

/** Prints the rows as one Markdown table, like the other benches. */
export function printTable(rows) {
  console.log(`\n${formatFigures(rows)}`)
}
