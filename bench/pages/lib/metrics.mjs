// Pure arithmetic of the page bench: no browser, no servers, unit-tested.

/** The median of the numbers given (nulls, failed loads, are left out); null if none. */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Cumulative Layout Shift as Chrome reports it: the largest session window
 * (shifts less than 1 s apart, a window at most 5 s long), leaving out shifts
 * right after user input.
 */
export function cumulativeLayoutShift(shifts) {
  let worst = 0
  let current = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue
    const isNewWindow =
      shift.startTime - previous >= 1000 ||
      shift.startTime - windowStart >= 5000
    if (isNewWindow) {
      current = 0
      windowStart = shift.startTime
    }
    current += shift.value
    previous = shift.startTime
    worst = Math.max(worst, current)
  }
  return worst
}

/**
 * Total Blocking Time in [from, to]: for each long task, the part inside the
 * window beyond the first 50 ms. The bench's window runs from First
 * Contentful Paint to a few seconds after the target content is visible.
 */
export function totalBlockingTime(longTasks, from, to) {
  let total = 0
  for (const task of longTasks) {
    const start = Math.max(task.startTime, from)
    const end = Math.min(task.startTime + task.duration, to)
    if (end - start > 50) total += end - start - 50
  }
  return total
}

/**
 * Counts and bytes per kind, for the requests that started before `until`
 * (wall-clock ms). `bytes` is what crossed the wire for the body (brotli or
 * gzip where the server compresses), without headers.
 */
export function summariseRequests(requests, until = Infinity) {
  const summary = { requests: 0, bytes: 0, byKind: {} }
  for (const request of requests) {
    if (request.startWall >= until) continue
    const kind = request.kind
    const entry = summary.byKind[kind] ?? { requests: 0, bytes: 0 }
    entry.requests += 1
    entry.bytes += request.bodyBytes
    summary.byKind[kind] = entry
    summary.requests += 1
    summary.bytes += request.bodyBytes
  }
  return summary
}

/** Bytes of the given kinds in a summary. */
export function bytesOf(summary, kinds) {
  return kinds.reduce(
    (total, kind) => total + (summary.byKind[kind]?.bytes ?? 0),
    0,
  )
}

/** Requests of the given kinds in a summary. */
export function requestsOf(summary, kinds) {
  return kinds.reduce(
    (total, kind) => total + (summary.byKind[kind]?.requests ?? 0),
    0,
  )
}
