import type { GuestCartItem } from '../types/cart'

/** A guest cart line with sensible defaults. */
export function guestCartItem(
  overrides: Partial<GuestCartItem> = {},
): GuestCartItem {
  return {
    menu_item_id: 'doner-kebab',
    quantity: 1,
    instructions: '',
    price: 950,
    addons: [],
    ...overrides,
  }
}

/** A blog post as the API sends it (before normalisation). */
export function rawBlogPost(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'p1',
    slug: 'best-doner-in-belfast',
    title: 'The best doner in Belfast',
    excerpt: 'Why our doner is different.',
    content: '<p>Charcoal.</p>',
    coverImage: '/images/blog/doner.jpg',
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-11T12:00:00.000Z',
    tags: ['kebab'],
    author: 'Chef',
    ...overrides,
  }
}
