import {
  exceptionBody,
  exceptionDate,
  hoursReply,
  weekBody,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { failures } from '../../http/envelope'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { KitchenHoursService } from './kitchen-hours.service'

/** The owner's opening and delivery hours and dated exceptions. */
export const kitchenHoursRoutes: FastifyPluginAsyncZod<{
  hours: KitchenHoursService
  sessions: StaffSessionService
}> = async (app, { hours, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions, 'owner'))
  const doc = (summary: string) => kitchenDoc(summary, 'owner')
  const refused = {
    ...failures.badRequest,
    ...signedInRefusals,
  }

  app.get(
    '/staff/hours',
    {
      schema: {
        ...doc('The weekly hours and the exceptions from today on (owner)'),
        response: { 200: hoursReply, ...refused },
      },
    },
    async () => ({ status: true as const, data: await hours.read() }),
  )

  app.post(
    '/staff/hours',
    {
      bodyLimit: 10 * 1024,
      schema: {
        ...doc('Sets the weekly opening and delivery hours (owner)'),
        body: weekBody,
        response: { 200: hoursReply, ...refused },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The weekly hours are saved.',
      data: await hours.setWeek(currentStaff(request), request.body),
    }),
  )

  app.post(
    '/staff/hours/exceptions',
    {
      bodyLimit: 2048,
      schema: {
        ...doc('Closes a day, or gives it other hours (owner)'),
        body: exceptionBody,
        response: { 200: hoursReply, ...refused },
      },
    },
    async (request) => ({
      status: true as const,
      message: `The hours of ${request.body.date} are saved.`,
      data: await hours.setException(currentStaff(request), request.body),
    }),
  )

  app.post(
    '/staff/hours/exceptions/:date/remove',
    {
      schema: {
        ...doc('Gives a day its weekly hours back (owner)'),
        params: z.object({ date: exceptionDate }),
        response: { 200: hoursReply, ...refused },
      },
    },
    async (request) => ({
      status: true as const,
      message: `${request.params.date} has its weekly hours again.`,
      data: await hours.removeException(
        currentStaff(request),
        request.params.date,
      ),
    }),
  )
}
