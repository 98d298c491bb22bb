import type { StaffPost } from '@food/shared/types'

/** A draft post as the API returns it to the owner. */
export const DRAFT: StaffPost = {
  id: 'p1',
  slug: 'grill-night',
  title: 'Grill night',
  excerpt: 'Charcoal and lamb.',
  content: 'We light the **charcoal** at five.',
  tags: ['events'],
  author: 'Ayla',
  coverImage: null,
  coverPhoto: null,
  state: 'draft',
  version: 1,
  publishedAt: null,
  createdAt: '2026-11-27T19:00:00.000Z',
  updatedAt: '2026-11-27T19:00:00.000Z',
  oldSlugs: [],
}

/** The API's answer to a save of `data`. */
export const reply = (
  data: StaffPost,
  message = `“${data.title}” is saved.`,
) => ({
  body: { status: true, message, data },
})
