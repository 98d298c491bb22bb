/** A basket line as its refusal names it: the dish, and the chosen options no longer offered. */
export type UnavailableLine = {
  name: string
  unavailable_options: readonly string[]
}

const quoted = (text: string) => `"${text}"`

/** "A", "A and B", "A, B and C". */
function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/**
 * A line as the customer reads it on the basket: `"Adana Kebab"`, or `"Adana Kebab" with
 * "Garlic mayo"` when an option is what can no longer be had (the dish itself still can).
 */
function dishAsRead(line: UnavailableLine): string {
  const options = line.unavailable_options
  return options.length > 0
    ? `${quoted(line.name)} with ${listed(options.map(quoted))}`
    : quoted(line.name)
}

/**
 * Why a basket cannot be ordered (ITEM_UNAVAILABLE): the API's refusal and the checkout's
 * notice, in the same words, naming each line as the basket shows it.
 */
export function unavailableLinesMessage(
  lines: readonly UnavailableLine[],
): string {
  const isOne = lines.length === 1
  return `Sorry, ${listed(lines.map(dishAsRead))} ${isOne ? 'is' : 'are'} no longer available. Please remove ${isOne ? 'it' : 'them'} from your basket.`
}
