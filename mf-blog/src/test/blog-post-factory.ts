import type { BlogPost } from '@food/shared/types'

/** A post as the API sends it (the store normalises it). */
export function buildBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  const slug = overrides.slug ?? 'the-perfect-doner'
  return {
    _id: `id-${slug}`,
    slug,
    title: 'The perfect döner',
    excerpt: 'What makes a döner kebab worth the queue.',
    content: '## Bread first\n\nIt starts with the bread.',
    coverImage: `/images/blog/${slug}.svg`,
    coverImageUrl: null,
    coverPhoto: null,
    tags: ['kebab'],
    author: 'Mehmet',
    createdAt: '2026-03-12T18:00:00.000Z',
    updatedAt: '2026-03-12T18:00:00.000Z',
    publishedAt: overrides.createdAt ?? '2026-03-12T18:00:00.000Z',
    ...overrides,
  }
}
