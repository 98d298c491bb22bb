import { MESSAGES } from '@food/shared/types'
import {
  orderTextsBody,
  orderTextsReply,
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

  app.get(
    '/user/order-texts',
    {
      onRequest: requireUser(sessions),
      schema: {
        ...signedIn('Whether the customer gets texts about their orders'),
        response: { 200: orderTextsReply, ...failures.unauthorized },
      },
    },
    async (request) => {
      const { id, mobile } = currentUser(request)
      return {
        status: true as const,
        data: { orderTexts: await users.orderTexts(id), mobile },
      }
    },
  )

  app.post(
    '/user/order-texts',
    {
      onRequest: requireUser(sessions),
      schema: {
        ...signedIn(
          'Turns texts about orders on or off (sign-in codes always go)',
        ),
        body: orderTextsBody,
        response: {
          200: orderTextsReply,
          ...failures.badRequest,
          ...failures.unauthorized,
        },
      },
    },
    async (request) => {
      const { orderTexts } = request.body
      await users.setOrderTexts(currentUser(request).id, orderTexts)
      return {
        status: true as const,
        message: orderTexts ? MESSAGES.orderTextsOn : MESSAGES.orderTextsOff,
        data: { orderTexts, mobile: currentUser(request).mobile },
      }
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
