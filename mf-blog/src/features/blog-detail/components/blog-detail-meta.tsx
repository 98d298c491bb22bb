import { serializeJsonForScript } from '@food/shared/format'
import { useSiteUrl } from '@food/shared/site'
import type { BlogPost } from '@food/shared/types'
import { blogPostPath } from '../../../lib/routes'
import { blogPostingStructuredData } from '../utils/blog-posting-json-ld'

/**
 * Title, description, Open Graph tags (React 19 hoists them into <head>) and
 * BlogPosting JSON-LD. The JSON is a data block: React never executes it.
 */
export function BlogDetailMeta({ post }: { post: BlogPost }) {
  const url = `${useSiteUrl()}${blogPostPath(post.slug)}`
  const json = serializeJsonForScript(blogPostingStructuredData(post, url))
  return (
    <>
      <title>{post.title}</title>
      <meta name="description" content={post.excerpt} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={post.title} />
      <meta property="og:description" content={post.excerpt} />
      <meta property="og:type" content="article" />
      <meta property="og:url" content={url} />
      {post.coverImageUrl && (
        <meta property="og:image" content={post.coverImageUrl} />
      )}
      <meta property="article:published_time" content={post.createdAt} />
      <script type="application/ld+json">{json}</script>
    </>
  )
}
