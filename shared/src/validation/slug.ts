import { foldAccents } from './fold-accents'

/** Lower-case ASCII words joined by single hyphens: "adana-kebab", "grill-night-2". */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isSlug = (value: string) => SLUG_PATTERN.test(value)

/** Cuts a slug to `max` characters, at a hyphen when there is one to cut at. */
export function cutSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug
  const head = slug.slice(0, max + 1)
  const lastHyphen = head.lastIndexOf('-')
  return (
    lastHyphen > 0 ? head.slice(0, lastHyphen) : head.slice(0, max)
  ).replace(/-+$/, '')
}

/**
 * The slug a name or title gives: accents folded (Döner → doner, Şiş → sis), apostrophes
 * dropped (Queen’s → queens), & as "and", everything else between words one hyphen, cut at a
 * hyphen to `maxLength`; '' when the text has no letter or digit to use.
 */
export function toSlug(text: string, maxLength: number): string {
  const folded = foldAccents(text).replace(/['‘’`]/g, '')
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return cutSlug(slug, maxLength)
}
