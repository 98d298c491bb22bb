import type { Photo } from './photo'
/** The owner's limits on a News & Insights post; the API refuses anything past them. */
export const POST_LIMITS = {
  title: 120,
  slug: 80,
  excerpt: 300,
  content: 50_000,
  tags: 8,
  tag: 30,
  author: 60,
} as const

/** A draft is seen only in the kitchen; a published post is on the site. */
type PostState = 'draft' | 'published'

/** One row of the owner's list of posts (GET /staff/posts). */
export type StaffPostSummary = {
  id: string
  slug: string
  title: string
  state: PostState
  /** Goes up by one with every change; a save sends the one it was made from. */
  version: number
  /** When it first went on the site; null for a post never published. */
  publishedAt: string | null
  updatedAt: string
}

/** A post as the owner edits it (GET /staff/posts/{id}). */
export type StaffPost = StaffPostSummary & {
  excerpt: string
  /** Markdown. */
  content: string
  tags: string[]
  author: string
  coverImage: string | null
  /** The uploaded cover photo, if any. */
  coverPhoto: Photo | null
  createdAt: string
  /** Earlier addresses that still lead to this post. */
  oldSlugs: string[]
}

/**
 * What the owner writes (POST /staff/posts, PUT /staff/posts/{id}). Without a
 * slug, a new post gets one made from its title and a saved post keeps its own.
 */
export type StaffPostFields = {
  title: string
  slug?: string
  excerpt: string
  content: string
  tags: string[]
  author: string
  /** An uploaded photo's id (POST /staff/photos); null takes the cover off. Left out: unchanged. */
  coverPhotoId?: string | null
}
