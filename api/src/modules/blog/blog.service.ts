import { isPlainText } from '@food/shared/validation'
import type { Db } from '../../db/client'
import { BlogNotFoundError } from '../../errors'
import type { PhotoService } from '../photo/photo.service'
import { blogRepository as repository } from './blog.repository'
import type { BlogPostRead } from './blog.schema'

export function createBlogService(
  db: Db,
  photos: Pick<PhotoService, 'withPhotos'>,
) {
  /** The posts with their cover photos, in one query. */
  async function withCovers(posts: BlogPostRead[]) {
    const shown = await photos.withPhotos(posts)
    return shown.map(({ photo, ...post }) => ({ ...post, coverPhoto: photo }))
  }

  return {
    listPosts: async () => withCovers(await repository.listNewestFirst(db)),
    async getPost(slug: string) {
      // No slug has a control character, and PostgreSQL text cannot even hold a NUL.
      if (!isPlainText(slug)) throw new BlogNotFoundError()
      const post = await repository.findBySlug(db, slug)
      if (!post) throw new BlogNotFoundError()
      const [shown] = await withCovers([post])
      if (!shown) throw new BlogNotFoundError()
      return shown
    },
  }
}

export type BlogService = ReturnType<typeof createBlogService>
