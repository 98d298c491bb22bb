import {
  busyBody,
  type KitchenShopState,
  kitchenShopStateReply,
  pauseBody,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failures } from '../../http/envelope'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { KitchenShopService } from './kitchen-shop.service'

/** Busy mode and the pause of online orders, for any signed-in member. */
export const kitchenShopRoutes: FastifyPluginAsyncZod<{
  shopState: KitchenShopService
  sessions: StaffSessionService
}> = async (app, { shopState, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions))
  const refused = {
    ...failures.badRequest,
    ...signedInRefusals,
  }
  const reply = (message: string, data: KitchenShopState) => ({
    status: true as const,
    message,
    data,
  })

  app.get(
    '/staff/shop',
    {
      schema: {
        ...kitchenDoc('Busy mode and the pause, while they last'),
        response: { 200: kitchenShopStateReply, ...refused },
      },
    },
    async () => reply('', await shopState.state()),
  )

  app.post(
    '/staff/shop/busy',
    {
      bodyLimit: 1024,
      schema: {
        ...kitchenDoc('Adds 10, 20 or 30 minutes to every quote for a while'),
        body: busyBody,
        response: { 200: kitchenShopStateReply, ...refused },
      },
    },
    async (request) => {
      const { minutes, forMinutes } = request.body
      const data = await shopState.startBusy(
        currentStaff(request),
        minutes,
        forMinutes,
      )
      return reply(`Busy: every quote gets ${minutes} more minutes.`, data)
    },
  )

  app.post(
    '/staff/shop/busy/end',
    {
      schema: {
        ...kitchenDoc('Ends busy mode now'),
        response: { 200: kitchenShopStateReply, ...refused },
      },
    },
    async (request) =>
      reply(
        'Busy mode is off.',
        await shopState.endBusy(currentStaff(request)),
      ),
  )

  app.post(
    '/staff/shop/pause',
    {
      bodyLimit: 1024,
      schema: {
        ...kitchenDoc(
          'Stops online orders until a time (up to 12 hours), with a reason',
        ),
        body: pauseBody,
        response: { 200: kitchenShopStateReply, ...refused },
      },
    },
    async (request) => {
      const data = await shopState.pause(
        currentStaff(request),
        request.body.until,
        request.body.reason,
      )
      return reply(
        `Online orders are paused until ${request.body.until}.`,
        data,
      )
    },
  )

  app.post(
    '/staff/shop/resume',
    {
      schema: {
        ...kitchenDoc('Takes online orders again now'),
        response: { 200: kitchenShopStateReply, ...refused },
      },
    },
    async (request) =>
      reply(
        'Online orders are open again.',
        await shopState.resume(currentStaff(request)),
      ),
  )
}
