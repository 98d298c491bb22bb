import { z } from '../validation/zod'
import { photo } from './photo'

const blogPost = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string().describe('Markdown; render it escaped'),
  coverImage: z
    .string()
    .nullable()
    .describe('Path relative to the API root (the seed’s illustration)'),
  coverPhoto: photo
    .nullable()
    .describe('The owner’s cover photo; shown instead of coverImage when set'),
  tags: z.array(z.string()),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().describe('When the post first went on the site'),
})

/** GET /blog: every published post, newest first. */
export const blogListReply = z.object({
  status: z.literal(true),
  posts: z.array(blogPost),
})

/** GET /blog/{slug}: one post. */
export const blogPostReply = z.object({
  status: z.literal(true),
  post: blogPost.describe(
    'For an old address of a post, the post at its current one: a `slug` other than the one asked for means "moved here"',
  ),
})

/** A published post as the API sends it (the client adds `coverImageUrl`: see types/blog.ts). */
export type BlogPostView = z.infer<typeof blogPost>
