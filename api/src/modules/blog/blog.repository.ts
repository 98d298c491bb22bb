import type { Db } from '../../db/client'
import type { BlogPost } from './blog.schema'

type PostRow = {
  id: string
  slug: string
  title: string
  excerpt: string
  content: string
  cover_image: string | null
  tags: string[]
  author: string
  created_at: Date
  updated_at: Date
}

const COLUMNS =
  'id, slug, title, excerpt, content, cover_image, tags, author, created_at, updated_at'

const toPost = (row: PostRow): BlogPost => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  coverImage: row.cover_image,
  tags: row.tags,
  author: row.author,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
})

export function createBlogRepository(db: Db) {
  return {
    async listNewestFirst(): Promise<BlogPost[]> {
      const rows = await db.query<PostRow>(
        `select ${COLUMNS} from blog_posts order by created_at desc, id`,
      )
      return rows.map(toPost)
    },
    async findBySlug(slug: string): Promise<BlogPost | null> {
      const [row] = await db.query<PostRow>(
        `select ${COLUMNS} from blog_posts where slug = $1`,
        [slug],
      )
      return row ? toPost(row) : null
    },
  }
}

export type BlogRepository = ReturnType<typeof createBlogRepository>
