import { blogListReply, blogPostReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failures } from '../../http/envelope'
import { blogSlugParams } from './blog.schema'
import type { BlogService } from './blog.service'

export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (
  app,
  { blog },
) => {
  app.get(
    '/blog',
    { schema: { tags: ['blog'], response: { 200: blogListReply } } },
    async () => ({ status: true as const, posts: await blog.listPosts() }),
  )
  app.get(
    '/blog/:slug',
    {
      schema: {
        tags: ['blog'],
        params: blogSlugParams,
        response: {
          200: blogPostReply,
          ...failures.badRequest,
          ...failures.notFound,
        },
      },
    },
    async (request) => ({
      status: true as const,
      post: await blog.getPost(request.params.slug),
    }),
  )
}
