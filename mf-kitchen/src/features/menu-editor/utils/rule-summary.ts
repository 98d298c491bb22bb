/** A group's rule as the owner reads it in the list: "Pick 1 (required)", "Up to 3". */
export function ruleSummary(min: number, max: number): string {
  if (min === 0) return max === 1 ? 'Pick 1 if you like' : `Up to ${max}`
  if (min === max) return `Pick ${min} (required)`
  return `Pick ${min} to ${max} (required)`
}

/** What the rule asks of a customer, in a sentence, with the numbers the API stores. */
export function ruleExplanation(min: number, max: number): string {
  const numbers = `(minimum ${min}, maximum ${max})`
  if (min === 0)
    return max === 1
      ? `Customers may pick one, or none ${numbers}.`
      : `Customers may pick up to ${max}, or none ${numbers}.`
  if (min === max) return `Customers must pick exactly ${min} ${numbers}.`
  return `Customers must pick at least ${min} and at most ${max} ${numbers}.`
}

/** "Used by 7 dishes": how many dishes (retired ones too) a change to the group reaches. */
export function usedByText(count: number): string {
  if (count === 0) return 'Not used by any dish yet'
  return count === 1 ? 'Used by 1 dish' : `Used by ${count} dishes`
}
