import type { Db } from '../../db/client'
import type { BlogPostRead } from './blog.schema'

type PostRow = {
  id: string
  slug: string
  title: string
  excerpt: string
  content: string
  cover_image: string | null
  cover_photo_id: string | null
  tags: string[]
  author: string
  created_at: Date
  updated_at: Date
  published_at: Date
}

const COLUMNS =
  'p.id, p.slug, p.title, p.excerpt, p.content, p.cover_image, p.cover_photo_id, p.tags, p.author, p.created_at, p.updated_at, p.published_at'

const iso = (date: Date) => new Date(date).toISOString()

const toPost = (row: PostRow): BlogPostRead => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  coverImage: row.cover_image,
  photoId: row.cover_photo_id,
  tags: row.tags,
  author: row.author,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  publishedAt: iso(row.published_at),
})

/**
 * The site's side of the blog: published posts only, a draft is never read here. Each query
 * takes the open database handle first.
 */
export const blogRepository = {
  async listNewestFirst(db: Db): Promise<BlogPostRead[]> {
    const rows = await db.query<PostRow>(
      `select ${COLUMNS} from blog_posts p where p.state = 'published'
        order by p.published_at desc, p.id`,
    )
    return rows.map(toPost)
  },
  /** The post at this address, or the one an old address of it leads to. */
  async findBySlug(db: Db, slug: string): Promise<BlogPostRead | null> {
    const [row] = await db.query<PostRow>(
      `select ${COLUMNS} from blog_posts p
        where p.state = 'published'
          and (p.slug = $1
               or p.id = (select r.post_id from blog_post_redirects r where r.slug = $1))
        order by p.slug = $1 desc
        limit 1`,
      [slug],
    )
    return row ? toPost(row) : null
  },
}
