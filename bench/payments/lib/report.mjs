import { percentile } from '@food/tools/stats'

/** p50, p99 and max of a list of times (ms). */
export const spread = (values) => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.max(...values),
})

const ms = (value) => `${value.toFixed(0)} ms`

/** "label: p50 … ms, p99 … ms, max … ms" */
export const spreadLine = (label, { p50, p99, max }) =>
  `${label}: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}`

/** How many deliveries got each HTTP status ("200 × 400"; 0 = no answer). */
export function statusTally(deliveries) {
  const tally = new Map()
  for (const { status } of deliveries) {
    tally.set(status, (tally.get(status) ?? 0) + 1)
  }
  return Object.fromEntries([...tally].sort(([a], [b]) => a - b))
}

/** The storm's checks, each a figure against the value it must have. */
export function stormChecks({
  counts,
  distinctEvents,
  deliveries,
  twice,
  missing,
  expected,
}) {
  const notOk = deliveries.filter((d) => d.status !== 200).length
  return [
    { name: 'paid', value: counts.paid, expected },
    { name: 'refunds', value: counts.refunds, expected: 0 },
    { name: 'events recorded', value: counts.handledEvents, expected },
    {
      name: 'duplicates',
      value: counts.handledEvents - distinctEvents,
      expected: 0,
    },
    { name: 'webhook answers other than 200', value: notOk, expected: 0 },
    { name: 'paid orders missing from the board', value: missing, expected: 0 },
    { name: 'orders twice on the board', value: twice, expected: 0 },
  ].map((check) => ({ ...check, pass: check.value === check.expected }))
}

export const checkLine = ({ name, value, expected, pass }) =>
  `${name} = ${value} (expected ${expected}: ${pass ? 'pass' : 'FAIL'})`
