import { photo } from '@food/shared/wire'
import { z } from 'zod'

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

type BlogPost = z.infer<typeof blogPost>
/** A post as the repository reads it: the service puts the cover photo in for photoId. */
export type BlogPostRead = Omit<BlogPost, 'coverPhoto'> & {
  photoId: string | null
}

export const blogListReply = z.object({
  status: z.literal(true),
  posts: z.array(blogPost),
})

export const blogSlugParams = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Invalid blog slug')
    .max(200, 'Invalid blog slug'),
})

export const blogPostReply = z.object({
  status: z.literal(true),
  post: blogPost.describe(
    'For an old address of a post, the post at its current one: a `slug` other than the one asked for means "moved here"',
  ),
})
