/** Lower-case ASCII words joined by single hyphens: "adana-kebab", "news-2026". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isSlug = (value: string) => SLUG_PATTERN.test(value)

// Letters Unicode does not decompose into a base letter and an accent.
const UNDECOMPOSED: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
}

/**
 * A slug made from a name or title: accents folded ("Döner Dürüm" → "doner-durum"), anything
 * else between words becomes one hyphen, cut at a hyphen to at most `maxLength` characters.
 * Empty when the text has no letters or digits at all.
 */
export function toSlug(text: string, maxLength = 60): string {
  const words = text
    .toLowerCase()
    .replace(/[ıøæœßłđ]/g, (char) => UNDECOMPOSED[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (words.length <= maxLength) return words
  const cut = words.slice(0, maxLength + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (
    lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, maxLength)
  ).replace(/-+$/, '')
}
