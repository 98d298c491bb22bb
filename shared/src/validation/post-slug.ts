import { POST_LIMITS } from '../types/staff-post'
import { cutSlug, isSlug, toSlug } from './slug'

/** True for a slug the site can use as a post's address (1–80 characters). */
export function isPostSlug(value: string): boolean {
  return value.length <= POST_LIMITS.slug && isSlug(value)
}

/** The address a title gives a post ('' when the title has no letter or digit to use). */
export const slugFromTitle = (title: string) => toSlug(title, POST_LIMITS.slug)

/** The n-th slug for a base already taken ("grill-night-2"), still within 80 characters. */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`
  return `${cutSlug(base, POST_LIMITS.slug - suffix.length)}${suffix}`
}
