import type { BlogPostView } from '@food/shared/wire'
import { z } from 'zod'

/** A post as the repository reads it: the service puts the cover photo in for photoId. */
export type BlogPostRead = Omit<BlogPostView, 'coverPhoto'> & {
  photoId: string | null
}

export const blogSlugParams = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'Invalid blog slug')
    .max(200, 'Invalid blog slug'),
})
