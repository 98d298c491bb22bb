// Frozen migration: it imports no app code, so later changes to the app cannot change history.
type MigrationDb = {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>
}

const statements = [
  // The owner writes posts in the kitchen: a draft is seen only there, a published post is on
  // the site. `version` goes up with every change, so a save made from an older copy (another
  // tablet) is refused instead of overwriting it. `published_at` is when a post first went on
  // the site; unpublishing keeps it.
  `alter table blog_posts
     add column state text not null default 'published'
       check (state in ('draft', 'published')),
     add column published_at timestamptz,
     add column version int not null default 1 check (version >= 1)`,
  // Every post written before this one was on the site (the seed).
  'update blog_posts set published_at = created_at',
  // From now on each insert says what it is: no post is published by a forgotten column.
  'alter table blog_posts alter column state drop default',
  `alter table blog_posts add constraint blog_posts_published_has_date
     check (state = 'draft' or published_at is not null)`,
  'alter table blog_posts alter column id set default gen_random_uuid()::text',
  `create index blog_posts_published_newest on blog_posts (published_at desc)
     where state = 'published'`,
  // Addresses a post had before its slug changed: old links lead to the post's current address.
  // Each row names the post, not the next slug, so a chain A → B → C is always one step.
  `create table blog_post_redirects (
     slug text primary key,
     post_id text not null references blog_posts (id) on delete cascade,
     created_at timestamptz not null
   )`,
  'create index blog_post_redirects_post on blog_post_redirects (post_id)',
]

export async function up(db: MigrationDb): Promise<void> {
  for (const sql of statements) await db.query(sql)
}
