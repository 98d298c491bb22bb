import type { Db } from '../../db/client'
import type { PostFields } from './blog-editing.schema'

// Advisory lock keys (any constants; the migration lock uses 724_311_001, OTP 002–003).
const POST_SLUGS_LOCK = 724_311_004

/** A post as stored, with the old addresses that lead to it. */
export type PostRow = {
  id: string
  slug: string
  title: string
  excerpt: string
  content: string
  cover_image: string | null
  cover_photo_id: string | null
  tags: string[]
  author: string
  state: 'draft' | 'published'
  version: number
  published_at: Date | null
  created_at: Date
  updated_at: Date
  old_slugs: string[]
}

const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.content, p.cover_image, p.cover_photo_id, p.tags,
  p.author, p.state, p.version, p.published_at, p.created_at, p.updated_at,
  array(select r.slug from blog_post_redirects r where r.post_id = p.id order by r.slug) as old_slugs`

/** A line of the owner's list of posts, as stored. */
export type PostSummaryRow = Pick<
  PostRow,
  'id' | 'slug' | 'title' | 'state' | 'version' | 'published_at' | 'updated_at'
>

/** What a slug is now: another post's address, or an old address leading to a post. */
export type SlugUse = {
  postId: string
  title: string
  isOldAddress: boolean
}

async function one(db: Db, sql: string, params: unknown[]): Promise<PostRow> {
  const [row] = await db.query<PostRow>(sql, params)
  if (!row) throw new Error('the post statement returned no row')
  return row
}

/**
 * The owner's side of the blog: drafts and published posts, their addresses and old ones.
 * Each query takes the open handle first: the pool, or the editing service's transaction.
 */
export const blogEditingRepository = {
  /** Holds the post addresses until the transaction ends: one writer of slugs at a time. */
  async lockSlugs(tx: Db) {
    await tx.query('select pg_advisory_xact_lock($1)', [POST_SLUGS_LOCK])
  },

  /** Every post, the last changed first. */
  listSummaries: (db: Db) =>
    db.query<PostSummaryRow>(
      `select id, slug, title, state, version, published_at, updated_at
           from blog_posts order by updated_at desc, id`,
    ),

  async find(db: Db, id: string): Promise<PostRow | null> {
    const [row] = await db.query<PostRow>(
      `select ${POST_COLUMNS} from blog_posts p where p.id = $1`,
      [id],
    )
    return row ?? null
  },

  /** Who uses a slug now, if anyone. */
  async slugUse(db: Db, slug: string): Promise<SlugUse | null> {
    const [row] = await db.query<SlugUse>(
      `select p.id as "postId", p.title, false as "isOldAddress"
           from blog_posts p where p.slug = $1
         union all
         select p.id, p.title, true
           from blog_post_redirects r join blog_posts p on p.id = r.post_id
          where r.slug = $1`,
      [slug],
    )
    return row ?? null
  },

  /** The slugs in use, as addresses or old addresses, that are `base` or `base-<n>`. */
  async slugsLike(db: Db, base: string): Promise<Set<string>> {
    const rows = await db.query<{ slug: string }>(
      `select slug from blog_posts where slug = $1 or slug like $1 || '-%'
         union
         select slug from blog_post_redirects where slug = $1 or slug like $1 || '-%'`,
      [base],
    )
    return new Set(rows.map((row) => row.slug))
  },

  insertDraft: (db: Db, fields: PostFields & { slug: string }, at: Date) =>
    one(
      db,
      `with p as (
           insert into blog_posts (slug, title, excerpt, content, tags, author, state, version,
                                   created_at, updated_at, cover_photo_id)
           values ($1, $2, $3, $4, $5::jsonb, $6, 'draft', 1, $7, $7, $8)
           returning *)
         select ${POST_COLUMNS} from p`,
      [
        fields.slug,
        fields.title,
        fields.excerpt,
        fields.content,
        JSON.stringify(fields.tags),
        fields.author,
        at,
        fields.coverPhotoId ?? null,
      ],
    ),

  update: (
    db: Db,
    id: string,
    fields: PostFields & { slug: string },
    at: Date,
  ) =>
    one(
      db,
      `with p as (
           update blog_posts set slug = $2, title = $3, excerpt = $4, content = $5,
                  tags = $6::jsonb, author = $7, version = version + 1, updated_at = $8,
                  -- Left out of the save (undefined): the cover stays as it is.
                  cover_photo_id = case when $9::boolean then $10 else cover_photo_id end
            where id = $1 returning *)
         select ${POST_COLUMNS} from p`,
      [
        id,
        fields.slug,
        fields.title,
        fields.excerpt,
        fields.content,
        JSON.stringify(fields.tags),
        fields.author,
        at,
        fields.coverPhotoId !== undefined,
        fields.coverPhotoId ?? null,
      ],
    ),

  /** Publishing keeps the date of the first publication; unpublishing keeps it too. */
  setState: (db: Db, id: string, state: 'draft' | 'published', at: Date) =>
    one(
      db,
      `with p as (
           update blog_posts set state = $2, version = version + 1, updated_at = $3,
                  published_at = case when $2 = 'published' then coalesce(published_at, $3)
                                      else published_at end
            where id = $1 returning *)
         select ${POST_COLUMNS} from p`,
      [id, state, at],
    ),

  /** An old address now leads to this post (it may have led to another before). */
  async keepOldSlug(db: Db, slug: string, postId: string, at: Date) {
    await db.query(
      `insert into blog_post_redirects (slug, post_id, created_at) values ($1, $2, $3)
         on conflict (slug) do update set post_id = excluded.post_id, created_at = excluded.created_at`,
      [slug, postId, at],
    )
  },

  async dropOldSlug(db: Db, slug: string) {
    await db.query('delete from blog_post_redirects where slug = $1', [slug])
  },
}
