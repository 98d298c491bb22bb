import { dayName } from '../time/opening-hours'
import { MAX_EXCEPTION_NOTE_LENGTH } from '../types/kitchen'
import { isCalendarDate, isShopTime } from '../validation/hours'
import { isPlainText } from '../validation/plain-text'
import { z } from '../validation/zod'
import { dayHours, hoursException } from './shop-settings'

/** The week's opening and delivery hours, and the exceptions from today on. */
const shopHours = z.object({
  opening: z.array(dayHours),
  delivery: z.array(dayHours),
  exceptions: z.array(hoursException),
})

/** GET /staff/hours and each change of the week or of an exception (owner). */
export const hoursReply = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: shopHours,
})

// The requests: the owner's new week, and a dated exception to it.

const time = (name: string) =>
  z
    .string({ error: `${name} must be a time like 16:30` })
    .refine(isShopTime, `${name} must be a time like 16:30`)

const dayHoursBody = z
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
    .array(dayHoursBody)
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

/** POST /staff/hours (owner): the week; a day without an entry is closed. */
export const weekBody = z.object({
  opening: week('opening'),
  delivery: week('delivery'),
})

/** An exception's evening, in a body and in the path that removes it. */
export const exceptionDate = z
  .string({ error: 'date must be a date like 2026-12-25' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date like 2026-12-25')
  .refine(isCalendarDate, 'date must be a real date')

/** POST /staff/hours/exceptions (owner): closed all day, or that evening's own hours. */
export const exceptionBody = z
  .object({
    date: exceptionDate,
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

export type ShopHours = z.infer<typeof shopHours>
/** POST /staff/hours: a new week, as the owner's form sends it. */
export type WeekHoursPayload = z.input<typeof weekBody>
/** POST /staff/hours/exceptions: replaces any exception on the same date. */
export type HoursExceptionPayload = z.input<typeof exceptionBody>
