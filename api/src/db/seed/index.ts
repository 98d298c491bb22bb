import type { Db } from '../client'
import { withMigrationLock } from '../migrate'
import { kitchenPosts } from './blog-posts-kitchen'
import { newsPosts } from './blog-posts-news'
import { insertRows } from './insert-rows'
import { privacyPolicySeed } from './privacy-policy'
import { seedMenu } from './seed-menu'
import { shopSettingsSeed as shop } from './shop-settings'
import { termsSeed } from './terms'

/** Who wrote what a fresh database starts with, where a member's name would be. */
export const SYSTEM_AUTHOR = 'the restaurant'

/** Seeds the restaurant into a fresh database; returns false when it was seeded already. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return withMigrationLock(db, async (tx) => {
    const [row] = await tx.query<{ count: number }>(
      'select count(*)::int as count from shop_settings',
    )
    if (row && row.count > 0) return false
    await seedShop(tx)
    await seedMenu(tx)
    await seedContent(tx)
    return true
  })
}

async function seedShop(tx: Db) {
  await tx.query(
    `insert into shop_settings (name, description, about, address, phone, email, social,
      opening_hours, delivery_hours, vat_rate_percent, discount_percentage, discount_message,
      delivery_fees, holiday_message)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      shop.name,
      shop.description,
      shop.about,
      JSON.stringify(shop.address),
      shop.phone,
      shop.email,
      JSON.stringify(shop.social),
      JSON.stringify(shop.openingHours),
      JSON.stringify(shop.deliveryHours),
      shop.vatRatePercent,
      shop.discount.percentage,
      shop.discount.message,
      JSON.stringify(shop.deliveryFees),
      shop.holidayMessage,
    ],
  )
}

async function seedContent(tx: Db) {
  await insertRows(
    tx,
    'blog_posts',
    {
      id: 'text',
      slug: 'text',
      title: 'text',
      excerpt: 'text',
      content: 'text',
      cover_image: 'text',
      tags: 'jsonb',
      author: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      state: 'text',
      published_at: 'timestamptz',
    },
    // The restaurant's first posts are on the site from the start.
    [...kitchenPosts, ...newsPosts].map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      cover_image: post.coverImage,
      tags: post.tags,
      author: post.author,
      created_at: post.createdAt,
      updated_at: post.updatedAt,
      state: 'published',
      published_at: post.createdAt,
    })),
  )
  const policies = [privacyPolicySeed, termsSeed]
  await insertRows(
    tx,
    'policies',
    { policy: 'text', title: 'text' },
    policies.map((p) => ({ policy: p.policy, title: p.title })),
  )
  // The first version of each text is the restaurant's own; the owner's edits follow it.
  await insertRows(
    tx,
    'policy_versions',
    {
      policy: 'text',
      version: 'int',
      content: 'text',
      saved_at: 'timestamptz',
      saved_by_name: 'text',
    },
    policies.map((p) => ({
      policy: p.policy,
      version: 1,
      content: p.content,
      saved_at: p.updatedAt,
      saved_by_name: SYSTEM_AUTHOR,
    })),
  )
}
