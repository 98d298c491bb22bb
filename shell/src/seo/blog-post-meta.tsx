import { getApiBase } from '@food/shared/api'
import { serializeJsonForScript } from '@food/shared/format'
import { useBlogDetail } from '@food/shared/query'
import { useSiteUrl } from '@food/shared/site'
import { blogPostingStructuredData } from './blog-posting-structured-data'
import { PageMeta } from './page-meta'
import { postImageUrl } from './post-image-url'

const blogPostPath = (slug: string) =>
  `/news-and-insights/${encodeURIComponent(slug)}`

/**
 * A blog post's metadata: its title, excerpt and cover image for search
 * engines and link previews, and BlogPosting JSON-LD (a data block React
 * never runs). A post that cannot be shown is kept out of the index.
 */
export function BlogPostMeta({ slug }: { slug: string }) {
  const { item: post, error } = useBlogDetail(slug)
  // At an old address, the post's own address is the canonical one.
  const path = blogPostPath(post?.slug || slug)
  const siteUrl = useSiteUrl()
  const url = `${siteUrl}${path}`
  if (!post) {
    return error ? (
      <PageMeta
        title={error.message}
        description="This post of News & Insights cannot be shown."
        path={path}
        noIndex
      />
    ) : null
  }
  const image = postImageUrl(post, getApiBase(), siteUrl)
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.excerpt}
        path={path}
        type="article"
        image={image}
      />
      <meta property="article:published_time" content={post.publishedAt} />
      <script
        type="application/ld+json"
        // JSON with '<' escaped cannot close the script element.
        dangerouslySetInnerHTML={{
          __html: serializeJsonForScript(
            blogPostingStructuredData(post, url, image),
          ),
        }}
      />
    </>
  )
}
