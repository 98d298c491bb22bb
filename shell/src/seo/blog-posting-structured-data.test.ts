import type { BlogPost } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { blogPostingStructuredData } from './blog-posting-structured-data'

const post: BlogPost = {
  _id: 'p1',
  slug: 'doner-day',
  title: 'Döner </script><script>alert(1)</script> day',
  excerpt: 'Why we <3 döner',
  content: '# Hi',
  coverImage: '/images/doner.svg',
  coverImageUrl: 'http://localhost:4000/images/doner.svg',
  coverPhoto: null,
  tags: ['kebab', 'news'],
  author: 'Ayşe',
  createdAt: '2026-03-12T10:00:00.000Z',
  updatedAt: '2026-03-13T10:00:00.000Z',
  publishedAt: '2026-03-12T12:00:00.000Z',
}

describe('blogPostingStructuredData', () => {
  it('describes the post as a schema.org BlogPosting', () => {
    const data = blogPostingStructuredData(
      post,
      'https://x.test/p',
      'https://api.x.test/api/media/abc/1200.webp',
    )
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      image: 'https://api.x.test/api/media/abc/1200.webp',
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: 'Ayşe' },
      keywords: 'kebab, news',
      url: 'https://x.test/p',
    })
  })

  it('leaves out the image when the post has no cover', () => {
    const data = blogPostingStructuredData(post, 'https://x.test/p', null)
    expect(data).not.toHaveProperty('image')
  })
})
