import type { Db } from '../../src/db/client'

/**
 * Rules the data must keep whatever requests arrived, each a query for the rows that break it.
 * The schema's constraints already hold some of them; asking again proves nothing slipped by.
 */
const RULES: [string, string][] = [
  [
    'a customer with addresses has exactly one primary',
    `select user_id::text as row from addresses group by user_id
      having count(*) filter (where is_primary) <> 1`,
  ],
  [
    'every order has lines',
    `select o.order_number::text as row from orders o
      where not exists (select 1 from order_items i where i.order_id = o.id)`,
  ],
  [
    'order money is non-negative and adds up',
    `select o.order_number::text as row from orders o
      where least(o.total_amount, o.discount_amount, o.delivery_fee, o.tax_amount,
                  o.final_amount) < 0
         or o.final_amount <> o.total_amount - o.discount_amount + o.delivery_fee
         or o.tax_amount > o.final_amount
         or o.total_amount <> (select coalesce(sum(i.line_total), 0)
                                 from order_items i where i.order_id = o.id)`,
  ],
  [
    'order lines are priced quantity × unit price',
    `select i.id::text as row from order_items i
      where i.line_total <> i.quantity * i.unit_price or i.quantity not between 1 and 50`,
  ],
  [
    'a delivery has an address and a collection none',
    `select order_number::text as row from orders
      where (order_type = 'delivery') <> (address is not null)`,
  ],
  [
    'one order per customer and Idempotency-Key',
    `select user_id::text || ' ' || idempotency_key as row from orders
      where idempotency_key is not null
      group by user_id, idempotency_key having count(*) > 1`,
  ],
  [
    'every cart line points at a dish on the menu',
    `select c.id::text as row from cart_items c
      left join menu_items m on m.id = c.menu_item_id
      left join users u on u.id = c.user_id
      where m.id is null or u.id is null`,
  ],
  [
    'every add-on of a cart line belongs to one of its dish’s groups',
    `select c.id::text as row from cart_items c
      cross join lateral jsonb_array_elements_text(c.addon_item_ids) as chosen(id)
      where not exists (
        select 1 from addon_items a
          join menu_item_addon_groups g on g.addon_group_id = a.group_id
         where a.id = chosen.id and g.menu_item_id = c.menu_item_id)`,
  ],
  [
    'cart quantities are 1–50 and a basket has at most 100 lines',
    `select user_id::text as row from cart_items
      group by user_id having count(*) > 100 or min(quantity) < 1 or max(quantity) > 50`,
  ],
  [
    'every session belongs to a customer',
    `select s.user_id::text as row from sessions s
      left join users u on u.id = s.user_id where u.id is null`,
  ],
  [
    'no address is both a post’s and an old address',
    `select r.slug as row from blog_post_redirects r join blog_posts p on p.slug = r.slug`,
  ],
  [
    'a published post has its date and a valid address',
    `select id as row from blog_posts
      where (state = 'published' and published_at is null)
         or slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(slug) > 80`,
  ],
  [
    'policy versions are numbered 1, 2, 3… with no gap',
    `select policy as row from policy_versions
      group by policy having max(version) <> count(*) or min(version) <> 1`,
  ],
  [
    'the owner’s money rules keep their limits: 0–50% off, 1–8 tiers reaching further each time',
    `select 'shop_settings' as row from shop_settings s
      where s.discount_percentage not between 0 and 50
         or s.min_delivery_order_pence not between 0 and 10000
         or jsonb_array_length(s.delivery_fees) not between 1 and 8
         or exists (
           select 1 from jsonb_array_elements(s.delivery_fees) with ordinality as t(tier, n)
             left join jsonb_array_elements(s.delivery_fees) with ordinality as p(tier, n)
               on p.n = t.n - 1
            where (t.tier->>'feePence')::int not between 0 and 2000
               or (t.tier->>'maxMiles')::numeric not between 0.1 and 10
               or (t.tier->>'maxMiles')::numeric <= (p.tier->>'maxMiles')::numeric)`,
  ],
  [
    'no code takes more than 5 wrong tries',
    'select id::text as row from otp_codes where wrong_attempts > 5',
  ],
]

/** The rules the database breaks, each with up to 5 offending rows; empty when all hold. */
export async function findInconsistencies(db: Db): Promise<string[]> {
  const broken: string[] = []
  for (const [rule, sql] of RULES) {
    const rows = await db.query<{ row: string }>(`${sql} limit 5`)
    if (rows.length > 0)
      broken.push(`${rule}: ${rows.map((r) => r.row).join(', ')}`)
  }
  return broken
}
