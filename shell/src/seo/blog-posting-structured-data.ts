import type { BlogPost } from '@food/shared/types'

/**
 * schema.org BlogPosting for one post, so search engines can show it as an article;
 * `image` is the post's absolute picture address (postImageUrl).
 */
export function blogPostingStructuredData(
  post: BlogPost,
  url: string,
  image: string | null,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(image ? { image } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt || post.publishedAt,
    ...(post.author
      ? { author: { '@type': 'Person', name: post.author } }
      : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}
