import {
  postFields,
  postVersionBody,
  savePostBody,
  staffPostReply,
  staffPostsReply,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReply, failures } from '../../http/envelope'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import { postParams } from './blog-editing.schema'
import type { BlogEditingService } from './blog-editing.service'

/** A post's text may be 50,000 characters, each up to 4 bytes of UTF-8, escaped in JSON. */
const POST_BODY_LIMIT = 256 * 1024

/** The owner's News & Insights: drafts, saves, publishing (docs/decisions/008). */
export const blogEditingRoutes: FastifyPluginAsyncZod<{
  posts: BlogEditingService
  sessions: StaffSessionService
}> = async (app, { posts, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions, 'owner'))
  const doc = (summary: string) => kitchenDoc(summary, 'owner')
  const refused = { ...failures.badRequest, ...signedInRefusals }
  const writeRefused = {
    ...refused,
    ...failures.notFound,
    409: errorReply,
    413: errorReply,
  }

  app.get(
    '/staff/posts',
    {
      schema: {
        ...doc('Every post, drafts too, the last changed first (owner)'),
        response: { 200: staffPostsReply, ...refused },
      },
    },
    async () => ({ status: true as const, data: await posts.list() }),
  )

  app.get(
    '/staff/posts/:postId',
    {
      schema: {
        ...doc('One post as the owner edits it (owner)'),
        params: postParams,
        response: { 200: staffPostReply, ...refused, ...failures.notFound },
      },
    },
    async (request) => ({
      status: true as const,
      data: await posts.get(request.params.postId),
    }),
  )

  app.post(
    '/staff/posts',
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        ...doc('Writes a new post, saved as a draft (owner)'),
        description:
          'Without a slug, one is made from the title (-2, -3… when taken). 409 SLUG_TAKEN when a given slug is another post’s address.',
        body: postFields,
        response: { 201: staffPostReply, ...writeRefused },
      },
    },
    async (request, reply) => {
      const post = await posts.create(currentStaff(request), request.body)
      reply.code(201)
      return {
        status: true as const,
        message: `The draft “${post.title}” is saved.`,
        data: post,
      }
    },
  )

  app.put(
    '/staff/posts/:postId',
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        ...doc('Saves a post’s text and address (owner)'),
        description:
          '`version` is the one the editor loaded: an older one is refused with 409 STALE_EDIT and nothing changes. A published post’s old slug keeps leading to it.',
        params: postParams,
        body: savePostBody,
        response: { 200: staffPostReply, ...writeRefused },
      },
    },
    async (request) => {
      const { version, ...fields } = request.body
      const post = await posts.save(
        currentStaff(request),
        request.params.postId,
        version,
        fields,
      )
      return {
        status: true as const,
        message: `“${post.title}” is saved.`,
        data: post,
      }
    },
  )

  // Publishing and unpublishing differ only in the state they set and how they say it.
  const stateChanges = [
    {
      action: 'publish',
      summary: 'Puts a post on the site (owner)',
      change: posts.publish,
      saying: (title: string, hasChanged: boolean) =>
        hasChanged
          ? `“${title}” is on the site.`
          : `“${title}” was already on the site.`,
    },
    {
      action: 'unpublish',
      summary: 'Takes a post off the site: it is a draft again (owner)',
      change: posts.unpublish,
      saying: (title: string, hasChanged: boolean) =>
        hasChanged
          ? `“${title}” is off the site: it is a draft again.`
          : `“${title}” was already a draft.`,
    },
  ]
  for (const { action, summary, change, saying } of stateChanges) {
    app.post(
      `/staff/posts/:postId/${action}`,
      {
        bodyLimit: 1024,
        schema: {
          ...doc(summary),
          params: postParams,
          body: postVersionBody,
          response: { 200: staffPostReply, ...writeRefused },
        },
      },
      async (request) => {
        const { post, hasChanged } = await change(
          currentStaff(request),
          request.params.postId,
          request.body.version,
        )
        return {
          status: true as const,
          message: saying(post.title, hasChanged),
          data: post,
        }
      },
    )
  }
}
