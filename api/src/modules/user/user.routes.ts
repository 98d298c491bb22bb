import {
  profileReply,
  signedOutEverywhereReply,
  signedOutReply,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../http/authenticate'
import { failures } from '../../http/envelope'
import type { SessionService } from '../session/session.service'
import type { UserService } from './user.service'

const devices = (count: number) =>
  `${count} ${count === 1 ? 'device' : 'devices'}`

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService
  sessions: SessionService
}> = async (app, { users, sessions }) => {
  const signedIn = (summary: string) => ({
    tags: ['user'],
    summary,
    security: [{ bearerAuth: [] }],
  })

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

  app.post(
    '/user/logout',
    {
      preHandler: requireUser(sessions),
      schema: {
        ...signedIn('Signs this device out: its token answers 401 from now on'),
        response: { 200: signedOutReply, ...failures.unauthorized },
      },
    },
    async (request) => {
      await sessions.end(request.headers.authorization)
      return { status: true as const, message: 'You are signed out.' }
    },
  )

  app.post(
    '/user/logout-all',
    {
      preHandler: requireUser(sessions),
      schema: {
        ...signedIn('Signs the customer out on every device, this one too'),
        response: { 200: signedOutEverywhereReply, ...failures.unauthorized },
      },
    },
    async (request) => {
      const count = await sessions.endAll(currentUser(request).id)
      return {
        status: true as const,
        message: `Signed out on ${devices(count)}.`,
        data: { devices: count },
      }
    },
  )
}
