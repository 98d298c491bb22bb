import { hashToken } from '../../src/modules/session/session.service'
import { addressBody } from './address'
import { line } from './cart'
import { expiredToken, restoreSession, type TestCustomer } from './customer'
import type { FuzzWorld } from './fuzz-requests'
import { iphoneHeic, uploadPhoto } from './photos'
import { postBody } from './posts'
import { createStaff } from './staff'
import type { TestApp } from './test-app'

/**
 * What the fuzzer draws on: tokens of two customers, the shop's real ids and well-formed
 * inputs, and bodies that pass every rule. `refresh` re-reads the pools that change as the
 * fuzzer adds, removes and orders (basket lines, addresses, orders, live codes).
 */
export async function createFuzzWorld(
  t: TestApp,
  me: TestCustomer,
  other: TestCustomer,
): Promise<{
  world: FuzzWorld
  refresh: () => Promise<void>
  restoreSessions: () => Promise<void>
}> {
  /** Replaces a pool's contents in place, so arbitraries built on it see the new values. */
  const refill = (pool: string[], values: string[]) =>
    pool.splice(0, pool.length, ...values)

  const column = async (sql: string, params: unknown[] = []) =>
    (await t.database.db.query<{ v: string }>(sql, params)).map((r) => r.v)

  // Pools that change as the fuzzer adds, removes and orders.
  const myCart: string[] = []
  const myAddresses: string[] = []
  const myOrders: string[] = []
  const otherOrders: string[] = []
  const allOrders: string[] = []
  const categoriesAndAddresses: string[] = []
  const freshMobiles: string[] = []
  const liveCodes: string[] = []
  const postIds: string[] = []
  const good: Record<string, string[]> = {}
  let categories: string[] = []
  let mobileCounter = 0

  // The kitchen's owner: every staff endpoint opens to this token. A fuzzed logout ends the
  // session, so each refresh brings it back.
  const owner = await createStaff(t, 'owner', 'Fuzz Owner')
  async function refreshPools() {
    await t.database.db.query(
      `insert into staff_sessions (token_hash, staff_id, created_at, expires_at)
       values ($1, $2::uuid, now(), now() + interval '1 day') on conflict do nothing`,
      [hashToken(owner.token), owner.id],
    )
    const mine = [me.userId]
    refill(
      myCart,
      await column(
        `select id::text as v from cart_items where user_id = $1::uuid`,
        mine,
      ),
    )
    refill(
      myAddresses,
      await column(
        `select id::text as v from addresses where user_id = $1::uuid`,
        mine,
      ),
    )
    const refs = `select unnest(array[id::text, order_number::text]) as v from orders`
    refill(myOrders, await column(`${refs} where user_id = $1::uuid`, mine))
    refill(otherOrders, await column(`${refs} where user_id <> $1::uuid`, mine))
    refill(allOrders, await column(refs))
    refill(categoriesAndAddresses, [...categories, ...myAddresses])
    refill(
      freshMobiles,
      Array.from({ length: 20 }, () => {
        mobileCounter += 1
        return `07912${String(mobileCounter).padStart(6, '0')}`
      }),
    )
    refill(
      liveCodes,
      (
        await t.database.db.query<{ mobile: string; code: string }>(
          `select distinct on (mobile) mobile, code from sms_outbox
            where code is not null order by mobile, id desc limit 50`,
        )
      ).map((r) => JSON.stringify({ mobile: r.mobile, otp: r.code })),
    )
    const json = (values: unknown[]) => values.map((v) => JSON.stringify(v))
    refill(
      good['/api/user/cart/del'] ?? [],
      json(myCart.map((cartItemId) => ({ cartItemId }))),
    )
    refill(
      good['/api/user/cart/update-quantity'] ?? [],
      json(
        myCart.flatMap((cart_id) =>
          [1, 2, 50].map((quantity) => ({ cart_id, quantity })),
        ),
      ),
    )
    refill(
      good['/api/client/address/update'] ?? [],
      json(
        myAddresses.map((address_id) => ({
          address_id,
          ...addressBody({ city: 'Holywood' }),
        })),
      ),
    )
    refill(
      good['/api/client/address/del'] ?? [],
      json(myAddresses.map((address_id) => ({ address_id }))),
    )
    refill(
      good['/api/client/address/set_primary'] ?? [],
      json(
        myAddresses.flatMap((id) =>
          [true, false].map((is_primary) => ({ id, is_primary })),
        ),
      ),
    )
    refill(good['/api/user/order/submit'] ?? [], [
      ...json([
        { order_type: 'collection' },
        { order_type: 'collection', payment_method: 'card', note: 'Back door' },
      ]),
      ...json(
        myAddresses.map((address_id) => ({
          order_type: 'delivery',
          address_id,
        })),
      ),
    ])
    refill(
      good['/api/user/signup'] ?? [],
      json(
        freshMobiles.map((mobile) => ({
          name: 'Fuzz Signup',
          email: 'fuzz@example.com',
          mobile,
        })),
      ),
    )
    refill(good['/api/user/verify-otp'] ?? [], liveCodes)
    // Posts: each save and state change carries the version as it stands now.
    const posts = await t.database.db.query<{ id: string; version: number }>(
      'select id, version from blog_posts',
    )
    refill(
      postIds,
      posts.map((post) => post.id),
    )
    const versions = [...new Set(posts.map((post) => post.version))]
    refill(
      good['/api/staff/posts/{postId}'] ?? [],
      json(versions.map((version) => ({ version, ...postBody() }))),
    )
    for (const path of [
      '/api/staff/posts/{postId}/publish',
      '/api/staff/posts/{postId}/unpublish',
    ])
      refill(good[path] ?? [], json(versions.map((version) => ({ version }))))
    await refillOwnerEdits()
  }

  /**
   * The owner's saves from the versions stored now, so some of them land (the rest meet a
   * newer version and get 409): the site's texts, contact details and money rules, and each
   * policy (a new text, or an old version restored).
   */
  async function refillOwnerEdits() {
    const asOwner = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: owner.auth })
    for (const section of ['texts', 'contact', 'money']) {
      const path = `/api/staff/site/${section}`
      const current = (await asOwner(path)).json().data
      refill(good[path] ?? [], current ? [JSON.stringify(current)] : [])
    }
    // The path names the policy, so a body fits one of them: one body for each.
    const versions = (
      await t.database.db.query<{ v: number }>(
        'select max(version) as v from policy_versions group by policy',
      )
    ).map((row) => row.v)
    refill(
      good['/api/staff/policies/{policy}'] ?? [],
      versions.map((version) =>
        JSON.stringify({
          content: `## Fuzzed\n\nText ${version + 1}`,
          version,
        }),
      ),
    )
    refill(
      good['/api/staff/policies/{policy}/versions/{number}/restore'] ?? [],
      versions.map((version) => JSON.stringify({ version })),
    )
  }

  /** Valid basket lines: each dish with the fewest add-ons its groups allow. */
  async function validLines(): Promise<unknown[]> {
    const rows = await t.database.db.query<{
      item: string
      groups: { id: string; min: number; items: string[] }[] | null
    }>(
      `select m.id as item,
              jsonb_agg(jsonb_build_object('id', g.id, 'min', g.min_choices,
                'items', (select jsonb_agg(a.id order by a.sort_order) from addon_items a
                           where a.group_id = g.id)))
                filter (where g.id is not null) as groups
         from menu_items m
         left join menu_item_addon_groups mg on mg.menu_item_id = m.id
         left join addon_groups g on g.id = mg.addon_group_id
        where m.available
        group by m.id`,
    )
    return rows.map((row) =>
      line(
        row.item,
        1,
        Object.fromEntries(
          (row.groups ?? [])
            .filter((g) => g.min > 0)
            .map((g) => [g.id, g.items.slice(0, g.min)]),
        ),
      ),
    )
  }

  /** One stored photo, so the media route is asked for files that exist. */
  async function photoId(): Promise<string> {
    const res = await uploadPhoto(t, owner, iphoneHeic())
    if (res.statusCode !== 201) throw new Error(`photo upload: ${res.body}`)
    return res.json().data.id
  }

  async function buildWorld(): Promise<FuzzWorld> {
    categories = await column('select id as v from menu_categories')
    const lines = await validLines()
    const json = (values: unknown[]) => values.map((v) => JSON.stringify(v))
    for (const path of [
      '/api/user/cart/del',
      '/api/user/cart/update-quantity',
      '/api/client/address/update',
      '/api/client/address/del',
      '/api/client/address/set_primary',
      '/api/user/order/submit',
      '/api/user/signup',
      '/api/user/verify-otp',
      '/api/staff/posts/{postId}',
      '/api/staff/posts/{postId}/publish',
      '/api/staff/posts/{postId}/unpublish',
      '/api/staff/site/texts',
      '/api/staff/site/contact',
      '/api/staff/site/money',
      '/api/staff/policies/{policy}',
      '/api/staff/policies/{policy}/versions/{number}/restore',
    ])
      good[path] = []
    Object.assign(good, {
      '/api/user/cart/add-bulk': json([
        ...lines.map((l) => ({ items: [l] })),
        ...lines
          .slice(0, 10)
          .map((l) => [l, { ...(l as object), quantity: 2 }]),
      ]),
      '/api/user/address/add': json([
        addressBody(),
        addressBody({ label: 'others', customLabel: 'Gran’s' }),
        addressBody({ postcode: 'BT1 1AA', Phone: '7700900123' }),
      ]),
      '/api/user/cart/get-delivery-fee': json(
        ['BT7 1JG', 'bt1 1aa', 'BT17 0AA', 'BT9 5AB'].map((postcode) => ({
          postcode,
        })),
      ),
      '/api/user/login': json([
        { mobile: '07700900001' },
        { mobile: '7911000001' },
      ]),
      '/api/menu/menu_item': json(categories.map((id) => ({ id }))),
      '/api/search': json(
        ['kebab', 'Pizza ', 'çay', '%', '_'].map((search) => ({ search })),
      ),
      '/api/staff/posts': json([
        postBody(),
        postBody({ title: 'Şiş & çay', tags: [] }),
        postBody({ slug: 'chosen-address' }),
      ]),
      '/api/staff/orders/{reference}/status': json(
        ['preparing', 'ready', 'delivered', 'cancelled'].map((status) => ({
          status,
        })),
      ),
    })
    await refreshPools()
    return {
      tokens: {
        own: me.token,
        other: other.token,
        expired: await expiredToken(t, me),
        staff: owner.token,
      },
      dictionary: {
        id: categoriesAndAddresses,
        menu_item_id: await column('select id as v from menu_items'),
        addon_id: await column('select id as v from addon_groups'),
        addon_item_id: await column('select id as v from addon_items'),
        cartItemId: myCart,
        cart_id: myCart,
        address_id: myAddresses,
        mobile: freshMobiles,
        'idempotency-key': ['key-1', 'key-2', 'key-3'],
        postcode: ['BT7 1JG', 'bt1 1aa', 'BT17 0AA'],
        Phone: ['07700900123', '7700900123'],
        label: ['home', 'work', 'others'],
      },
      goodBodies: good,
      pathValues: {
        orderId: [myOrders, otherOrders],
        reference: [allOrders, []],
        slug: [
          await column(
            'select slug as v from blog_posts union all select slug from blog_post_redirects',
          ),
          [],
        ],
        postId: [postIds, []],
        id: [[await photoId()], []],
        file: [
          ['400.avif', '400.webp', '800.avif', '800.webp'],
          ['1200.webp', '400.png', '400.webp.exe'],
        ],
        policy: [['privacy', 'terms'], ['cookies']],
        number: [
          ['1', '2', '3'],
          ['0', '999999999'],
        ],
      },
    }
  }

  /** A fuzzed sign-out ends the customers' sessions: this brings them back. */
  async function restoreSessions() {
    await restoreSession(t, me)
    await restoreSession(t, other)
  }

  return { world: await buildWorld(), refresh: refreshPools, restoreSessions }
}
