import {
  takingsCsvReply,
  takingsDayQuery,
  takingsReply,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failures } from '../../http/envelope'
import {
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { KitchenTakingsService } from './kitchen-takings.service'

/** The owner's takings of a trading day, as figures or as a CSV file. */
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

  app.get(
    '/staff/takings.csv',
    {
      schema: {
        ...doc('The same, as a CSV file (owner)'),
        response: { 200: takingsCsvReply, ...refused },
      },
    },
    async (request, reply) => {
      const file = await takings.csv(request.query.day)
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="takings-${file.day}.csv"`,
        )
        .send(file.text)
    },
  )
}
