import type { StaffPostRead } from './blog-editing.schema'

// What the audit log keeps of a post: what the owner can change, and the version it became.
const AUDITED = [
  'title',
  'slug',
  'excerpt',
  'content',
  'tags',
  'author',
  'photoId',
  'state',
  'publishedAt',
] as const

const pick = (post: StaffPostRead, keys: readonly (keyof StaffPostRead)[]) =>
  Object.fromEntries(keys.map((key) => [key, post[key]]))

/**
 * The audit's before and after of a change: only the fields that changed (and the version),
 * so a fixed typo does not copy a 50,000-character text twice into the log. A new post's
 * `after` is all of it.
 */
export function changedFields(
  before: StaffPostRead | null,
  after: StaffPostRead,
): { before?: Record<string, unknown>; after: Record<string, unknown> } {
  if (!before) return { after: pick(after, [...AUDITED, 'version']) }
  const changed = AUDITED.filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  return {
    before: pick(before, [...changed, 'version']),
    after: pick(after, [...changed, 'version']),
  }
}
