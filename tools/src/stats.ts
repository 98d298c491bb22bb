/**
 * The nearest-rank percentile (p in 0–100) of a list of numbers, or null if it is empty:
 * the smallest value that at least p% of the values are at or below. It is always one of the
 * values measured; p 50 is the lower median, p 100 the maximum (ADR 024).
 */
export function percentile(
  values: readonly number[],
  p: number,
): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null
}
