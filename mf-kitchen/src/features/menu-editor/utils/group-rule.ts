/** Optional: up to N; required: exactly 1; required: between a minimum and a maximum. */
export type RuleKind = 'optional' | 'one' | 'range'

/** The rule chooser as the form holds it; the numbers as typed. */
export type RuleDraft = {
  kind: RuleKind
  upTo: string
  min: string
  max: string
}

/** The chooser showing a stored rule (min 0 is optional; 1 and 1 is exactly one). */
export function ruleDraftOf(min: number, max: number): RuleDraft {
  const kind: RuleKind = min === 0 ? 'optional' : max === 1 ? 'one' : 'range'
  return {
    kind,
    upTo: String(kind === 'optional' ? max : 1),
    min: String(kind === 'range' ? min : 1),
    max: String(kind === 'range' ? max : 2),
  }
}

const whole = (text: string) =>
  /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null

/** The min and max the API stores for the chosen rule; null when a number is not whole. */
export function ruleNumbers(
  rule: RuleDraft,
): { min: number; max: number } | null {
  if (rule.kind === 'one') return { min: 1, max: 1 }
  if (rule.kind === 'optional') {
    const max = whole(rule.upTo)
    return max === null ? null : { min: 0, max }
  }
  const min = whole(rule.min)
  const max = whole(rule.max)
  return min === null || max === null ? null : { min, max }
}
