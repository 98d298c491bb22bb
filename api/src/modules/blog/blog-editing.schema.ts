import type { postFields, StaffPost } from '@food/shared/wire'
import { z } from 'zod'

// The bodies and replies are the wire contract's (@food/shared/wire, blog-editing.ts); the
// path's post id and the API's own reading of a post stay here.

/** What the owner wrote, as the route parsed it (trimmed, tags defaulted). */
export type PostFields = z.output<typeof postFields>

/** A post as the repository reads it: the service puts the cover photo in for photoId. */
export type StaffPostRead = Omit<StaffPost, 'coverPhoto'> & {
  photoId: string | null
}

export const postParams = z.object({
  postId: z.string().min(1).max(100),
})
