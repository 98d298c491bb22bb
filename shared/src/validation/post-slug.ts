import { POST_LIMITS } from '../types/staff-post'

/** A post's address: lower-case ASCII words joined by single hyphens ("grill-night-2"). */
const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** True for a slug the site can use as a post's address (1–80 characters). */
export function isPostSlug(value: string): boolean {
  return value.length <= POST_LIMITS.slug && POST_SLUG_PATTERN.test(value)
}

// Letters NFKD does not take apart into a base letter and accents.
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  '&': ' and ',
}

/** Cuts a slug to `max` characters, at a hyphen when there is one to cut at. */
function cutSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug
  const head = slug.slice(0, max + 1)
  const lastHyphen = head.lastIndexOf('-')
  return (
    lastHyphen > 0 ? head.slice(0, lastHyphen) : head.slice(0, max)
  ).replace(/-+$/, '')
}

/**
 * The address a title gives a post: accents folded (Döner → doner, Şiş → sis),
 * apostrophes dropped (Queen’s → queens), everything else between words a
 * hyphen; '' when the title has no letter or digit to use.
 */
export function slugFromTitle(title: string): string {
  const folded = title
    .toLowerCase()
    .replace(/[ßæœøđðþłı&]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['‘’`]/g, '')
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return cutSlug(slug, POST_LIMITS.slug)
}

/** The n-th slug for a base already taken ("grill-night-2"), still within 80 characters. */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`
  return `${cutSlug(base, POST_LIMITS.slug - suffix.length)}${suffix}`
}
