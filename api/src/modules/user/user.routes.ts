import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../http/authenticate'
import { failures } from '../../http/envelope'
import type { SessionService } from '../session/session.service'
import { profileReply } from './user.schema'
import type { UserService } from './user.service'

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService
  sessions: SessionService
}> = async (app, { users, sessions }) => {
  app.get(
    '/user/get-profile',
    {
      preHandler: requireUser(sessions),
      schema: {
        tags: ['user'],
        security: [{ bearerAuth: [] }],
        response: { 200: profileReply, ...failures.unauthorized },
      },
    },
    async (request) => {
      const profile = users.getProfile(currentUser(request))
      return { status: true as const, user: profile, data: profile }
    },
  )
}
