import { BlogNotFoundError } from '../../errors'
import { isPlainText } from '../../http/plain-text'
import type { BlogRepository } from './blog.repository'

export function createBlogService(repository: BlogRepository) {
  return {
    listPosts: () => repository.listNewestFirst(),
    async getPost(slug: string) {
      // No slug has a control character, and PostgreSQL text cannot even hold a NUL.
      if (!isPlainText(slug)) throw new BlogNotFoundError()
      const post = await repository.findBySlug(slug)
      if (!post) throw new BlogNotFoundError()
      return post
    },
  }
}

export type BlogService = ReturnType<typeof createBlogService>
