import { largestPhotoUrl } from '@food/shared/blog'
import type { BlogPost } from '@food/shared/types'

/**
 * The absolute address of a post's picture for link previews and structured data: the
 * widest WebP of its uploaded cover (previews fetch one file and every reader takes WebP),
 * else its cover image. An API root given as a path ("/api") is put on the site's origin.
 */
export function postImageUrl(
  post: BlogPost,
  apiBase: string,
  siteUrl: string,
): string | null {
  const url = post.coverPhoto
    ? largestPhotoUrl(apiBase, post.coverPhoto)
    : post.coverImageUrl
  if (!url) return null
  return url.startsWith('/') ? `${siteUrl.replace(/\/+$/, '')}${url}` : url
}
