import { BlogNotFoundError } from '../../errors'
import type { BlogRepository } from './blog.repository'

export function createBlogService(repository: BlogRepository) {
  return {
    listPosts: () => repository.listNewestFirst(),
    async getPost(slug: string) {
      const post = await repository.findBySlug(slug)
      if (!post) throw new BlogNotFoundError()
      return post
    },
  }
}

export type BlogService = ReturnType<typeof createBlogService>
