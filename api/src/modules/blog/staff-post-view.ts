import type { StaffPostSummary } from '@food/shared/wire'
import type { PostRow, PostSummaryRow } from './blog-editing.repository'
import type { StaffPostRead } from './blog-editing.schema'

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

/** A stored post as the owner's editor reads it (the service adds the cover photo). */
export const toPost = (row: PostRow): StaffPostRead => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  tags: row.tags,
  author: row.author,
  coverImage: row.cover_image,
  photoId: row.cover_photo_id,
  state: row.state,
  version: row.version,
  publishedAt: iso(row.published_at),
  createdAt: iso(row.created_at) ?? '',
  updatedAt: iso(row.updated_at) ?? '',
  oldSlugs: row.old_slugs,
})

/** A line of the owner's list of posts. */
export const toPostSummary = (row: PostSummaryRow): StaffPostSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  state: row.state,
  version: row.version,
  publishedAt: iso(row.published_at),
  updatedAt: iso(row.updated_at) ?? '',
})
