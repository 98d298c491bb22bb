import type { CartItem, GuestCartItem, ServerCart } from '../types/cart'
import type { Order } from '../types/order'
import type { Photo } from '../types/photo'

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
    coverPhoto: null,
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-11T12:00:00.000Z',
    publishedAt: '2025-01-10T12:30:00.000Z',
    tags: ['kebab'],
    author: 'Chef',
    ...overrides,
  }
}

/** A server cart line with sensible defaults (integer pence). */
export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  const qty = overrides.qty ?? 1
  const price = overrides.price ?? 1395
  return {
    cart_id: 'line-1',
    menu_item_id: 'item-adana-kebab',
    name: 'Adana Kebab',
    image: null,
    base_price: price,
    addons: [],
    instructions: '',
    available: true,
    unavailable_options: [],
    ...overrides,
    qty,
    price,
    line_total: price * qty,
  }
}

/** A server cart of the given lines, totalled as the API does with `percentage` off. */
export function serverCart(
  lines: CartItem[] = [],
  percentage = 10,
): ServerCart {
  const total = lines.reduce((sum, line) => sum + line.line_total, 0)
  const discount = Math.round((total * percentage) / 100)
  const final = total - discount
  const tax = Math.round((final * 20) / 120)
  return {
    data: lines,
    total_amount: total,
    taxable_amount: final - tax,
    tax_amount: tax,
    discount: {
      amount: discount,
      percentage,
      message: `Logged-in customers get ${percentage}% off every order.`,
    },
    final_amount: final,
    item_count: lines.reduce((sum, line) => sum + line.qty, 0),
  }
}

/**
 * An uploaded photo as the API describes it: 4:3, AVIF and WebP at `widths` (400, 800 and
 * 1200 unless told), paths below the API root.
 */
export function testPhoto({
  id = 'abc',
  widths = [400, 800, 1200],
}: {
  id?: string
  widths?: number[]
} = {}): Photo {
  const variants = (format: 'avif' | 'webp') =>
    widths.map((width) => ({
      width,
      height: (width * 3) / 4,
      path: `/media/${id}/${width}.${format}`,
    }))
  const widest = Math.max(...widths)
  return {
    id,
    width: widest,
    height: (widest * 3) / 4,
    placeholder:
      'data:image/webp;base64,UklGRhYAAABXRUJQVlA4IAoAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA=',
    avif: variants('avif'),
    webp: variants('webp'),
  }
}

/** A placed order as every reply carries it: pending, a collection, nothing in it. */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    order_id: '1001',
    order_status: 'pending',
    order_type: 'collection',
    payment_mode: 'COD',
    payment_method: 'cash',
    paid_amount: 0,
    refunded_amount: 0,
    checkout_url: null,
    cancel_reason: null,
    createdAt: '2026-11-27T19:00:00.000Z',
    updatedAt: '2026-11-27T19:00:00.000Z',
    items: [],
    total_amount: 0,
    discount: { amount: 0, percentage: 0 },
    delivery_fee: 0,
    tax_amount: 0,
    final_amount: 0,
    address: null,
    delivery_miles: null,
    note: '',
    ready_at: null,
    expected_at: null,
    reject_reason: null,
    promised_at: null,
    scheduled_for: null,
    history: [{ status: 'pending', at: '2026-11-27T19:00:00.000Z' }],
    ...overrides,
  }
}
