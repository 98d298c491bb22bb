import { queryOptions } from '@tanstack/react-query'
import {
  normaliseBlogList,
  normaliseBlogPost,
  pickBlogPost,
} from '../blog/normalise-blog-post'
import type { BlogPost } from '../types/blog'
import { ERROR_CODES } from '../types/error-codes'
import { MESSAGES } from '../types/messages'
import { isValidBlogSlug } from '../validation/blog-slug'
import { ApiError } from './api-error'
import { apiRequest, getApiBase } from './client'

/** GET /blog: every post, normalised; empty when the reply holds no list. */
export async function getBlogPosts(): Promise<BlogPost[]> {
  const body = await apiRequest({
    method: 'GET',
    url: '/blog',
    fallback: MESSAGES.loadBlogsFailed,
  })
  return normaliseBlogList(body, getApiBase())
}

/** GET /blog/{slug}: one post, normalised. Rejects a bad slug without calling. */
export async function getBlogPost(slug: unknown): Promise<BlogPost> {
  if (!isValidBlogSlug(slug)) {
    throw new ApiError(
      0,
      ERROR_CODES.INVALID_BLOG_SLUG,
      MESSAGES.invalidBlogSlug,
    )
  }
  const body = await apiRequest({
    method: 'GET',
    url: `/blog/${encodeURIComponent(slug)}`,
    fallback: MESSAGES.loadBlogFailed,
  })
  const post = pickBlogPost(body)
  if (!post) {
    throw new ApiError(200, ERROR_CODES.BLOG_NOT_FOUND, MESSAGES.blogNotFound)
  }
  return normaliseBlogPost(post, getApiBase())
}

/** Every post of News & Insights, newest first. */
export const blogListQuery = () =>
  queryOptions({ queryKey: ['blog', 'list'], queryFn: getBlogPosts })

/** One post by its slug. */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => getBlogPost(slug),
  })
