import type { BlogPost } from '../types/blog'
import type { Photo } from '../types/photo'
import { assetUrl } from './asset-url'

type RawPost = Record<string, unknown>

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

// The API sends a name, empty when none; an author object from an older API gives its name.
function authorName(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'name' in value) {
    return text(value.name)
  }
  return ''
}

function isRecord(value: unknown): value is RawPost {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A post as the UI uses it: coverImageUrl derived, tags a list, text fields strings. */
export function normaliseBlogPost(raw: unknown, apiBase: string): BlogPost {
  const post = isRecord(raw) ? raw : {}
  const coverImage = text(post.coverImage) || null
  return {
    _id: text(post._id),
    slug: text(post.slug),
    title: text(post.title),
    excerpt: text(post.excerpt),
    content: text(post.content),
    coverImage,
    coverImageUrl: assetUrl(apiBase, coverImage),
    // The API's reply schema guarantees its shape; absent from an older API.
    coverPhoto: isRecord(post.coverPhoto) ? (post.coverPhoto as Photo) : null,
    createdAt: text(post.createdAt),
    updatedAt: text(post.updatedAt),
    // An API from before drafts sent no publication date: a post was out when written.
    publishedAt: text(post.publishedAt) || text(post.createdAt),
    tags: Array.isArray(post.tags)
      ? post.tags.filter((tag): tag is string => typeof tag === 'string')
      : [],
    author: authorName(post.author),
  }
}

/** The posts of a GET /blog body, normalised; empty when `posts` is not an array. */
export function normaliseBlogList(body: unknown, apiBase: string): BlogPost[] {
  const posts = isRecord(body) ? body.posts : undefined
  return Array.isArray(posts)
    ? posts.map((post) => normaliseBlogPost(post, apiBase))
    : []
}

/**
 * The post of a GET /blog/{slug} body: its `post` field, else the body itself
 * when that is a post; null when neither holds one.
 */
export function pickBlogPost(body: unknown): RawPost | null {
  if (!isRecord(body)) return null
  if (isRecord(body.post)) return body.post
  return typeof body.slug === 'string' ? body : null
}
