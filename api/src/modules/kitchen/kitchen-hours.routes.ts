import { dayName } from '@food/shared/time'
import { MAX_EXCEPTION_NOTE_LENGTH } from '@food/shared/types'
import {
  isCalendarDate,
  isPlainText,
  isShopTime,
} from '@food/shared/validation'
import { hoursReply } from '@food/shared/wire'
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

const time = (name: string) =>
  z
    .string({ error: `${name} must be a time like 16:30` })
    .refine(isShopTime, `${name} must be a time like 16:30`)

const dayHours = z
  .object({
    day: z
      .number()
      .int()
      .min(0, 'day must be 0 (Sunday) to 6')
      .max(6, 'day must be 0 (Sunday) to 6'),
    open: time('open'),
    close: time('close'),
  })
  .refine((entry) => entry.open !== entry.close, {
    message: 'A day opens and closes at different times.',
  })

// One span a day: a shop that closes in the afternoon and opens again is two exceptions' work.
const week = (name: string) =>
  z
    .array(dayHours)
    .max(7)
    .superRefine((entries, ctx) => {
      const days = entries.map((entry) => entry.day)
      const twice = days.find((day, index) => days.indexOf(day) !== index)
      if (twice !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} has ${dayName(twice)} twice.`,
        })
      }
    })

const weekBody = z.object({
  opening: week('opening'),
  delivery: week('delivery'),
})

const date = z
  .string({ error: 'date must be a date like 2026-12-25' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date like 2026-12-25')
  .refine(isCalendarDate, 'date must be a real date')

const exceptionBody = z
  .object({
    date,
    closed: z.boolean({ error: 'closed must be true or false' }),
    open: time('open').nullish(),
    close: time('close').nullish(),
    deliveryOpen: time('deliveryOpen').nullish(),
    deliveryClose: time('deliveryClose').nullish(),
    note: z
      .string()
      .trim()
      .max(
        MAX_EXCEPTION_NOTE_LENGTH,
        `The note must be ${MAX_EXCEPTION_NOTE_LENGTH} characters or fewer.`,
      )
      .refine(isPlainText, 'The note must be plain text.')
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (!body.closed && (!body.open || !body.close)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Give the opening and closing time, or close the day.',
      })
    }
    if (!body.deliveryOpen !== !body.deliveryClose) {
      ctx.addIssue({
        code: 'custom',
        message: 'Give both delivery times, or neither (no deliveries).',
      })
    }
  })
  .transform((body) => ({
    date: body.date,
    closed: body.closed,
    open: body.open ?? null,
    close: body.close ?? null,
    deliveryOpen: body.deliveryOpen ?? null,
    deliveryClose: body.deliveryClose ?? null,
    note: body.note,
  }))

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
        params: z.object({ date }),
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
