import {
  takingsCsvReply,
  takingsDayQuery,
  takingsReply,
} from '@food/shared/wire'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failures } from '../../http/envelope'
import {
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { KitchenTakingsService } from './kitchen-takings.service'

/** The owner's takings of a trading day: figures, and as CSV files (the figures, the orders). */
export const kitchenTakingsRoutes: FastifyPluginAsyncZod<{
  takings: KitchenTakingsService
  sessions: StaffSessionService
}> = async (app, { takings, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions, 'owner'))
  const doc = (summary: string) => ({
    ...kitchenDoc(summary, 'owner'),
    querystring: takingsDayQuery,
  })
  const refused = {
    ...failures.badRequest,
    ...signedInRefusals,
  }

  app.get(
    '/staff/takings',
    {
      schema: {
        ...doc('One trading day’s takings (owner)'),
        response: { 200: takingsReply, ...refused },
      },
    },
    async (request) => ({
      status: true as const,
      data: await takings.day(request.query.day),
    }),
  )

  const sendCsv = (
    reply: FastifyReply,
    file: { day: string; text: string },
    name: string,
  ) =>
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${name}-${file.day}.csv"`,
      )
      .send(file.text)

  app.get(
    '/staff/takings.csv',
    {
      schema: {
        ...doc('The day’s figures, as a CSV file (owner)'),
        response: { 200: takingsCsvReply, ...refused },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await takings.csv(request.query.day), 'takings'),
  )

  app.get(
    '/staff/takings/orders.csv',
    {
      schema: {
        ...doc('The day’s orders, one line each, as a CSV file (owner)'),
        response: { 200: takingsCsvReply, ...refused },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await takings.ordersCsv(request.query.day),
        'takings-orders',
      ),
  )
}
