import type { Photo, StaffPost, StaffPostFields } from '@food/shared/types'
import { slugFromTitle } from '@food/shared/validation'

/** The editor's fields as typed: tags are one line, "events, grill"; the cover as uploaded. */
export type PostDraft = {
  title: string
  slug: string
  excerpt: string
  content: string
  tags: string
  author: string
  coverPhoto: Photo | null
}

/** What the editor starts from: the saved post, or an empty one by `author`. */
export function draftOf(post: StaffPost | null, author: string): PostDraft {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    tags: post?.tags.join(', ') ?? '',
    author: post?.author ?? author,
    // An API from before photos sends none.
    coverPhoto: post?.coverPhoto ?? null,
  }
}

/** The tags of "events, grill ,, night": each trimmed, empty ones dropped. */
export const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

/** What is sent; without the slug, the server makes one from the title. The cover always
 * goes (null takes it off), so a save stores what the editor shows. */
export function fieldsOf(
  draft: PostDraft,
  { withSlug }: { withSlug: boolean },
): StaffPostFields {
  return {
    title: draft.title,
    ...(withSlug ? { slug: draft.slug.trim() } : {}),
    excerpt: draft.excerpt,
    content: draft.content,
    tags: tagsOf(draft.tags),
    author: draft.author,
    coverPhotoId: draft.coverPhoto?.id ?? null,
  }
}

/** Whether the editor holds anything the server does not (spaces the server trims aside). */
export function hasChanges(draft: PostDraft, saved: StaffPost | null) {
  const now = draftOf(saved, '')
  const same = (a: string, b: string) => a.trim() === b.trim()
  return (
    !same(draft.title, now.title) ||
    !same(draft.slug, now.slug) ||
    !same(draft.excerpt, now.excerpt) ||
    draft.content !== now.content ||
    tagsOf(draft.tags).join(',') !== tagsOf(now.tags).join(',') ||
    !same(draft.author, now.author) ||
    draft.coverPhoto?.id !== now.coverPhoto?.id
  )
}

/**
 * Whether the address still follows the title as it is typed: for a new post, and for a
 * draft never on the site whose address is its title's (no link to it can exist yet).
 */
export const slugFollowsTitle = (post: StaffPost | null) =>
  !post ||
  (post.publishedAt === null && post.slug === slugFromTitle(post.title))
