import { MAX_EXCEPTION_NOTE_LENGTH } from '../types/kitchen'
import { VALIDATION_MESSAGES as M } from '../types/messages'
import { z } from './zod'

const SHOP_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** True for a time on the restaurant's 24-hour clock, "HH:MM" ("17:00", "01:30"). */
export function isShopTime(value: string): boolean {
  return SHOP_TIME.test(value)
}

/** True for a real calendar date written "YYYY-MM-DD" ("2026-02-30" is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const noon = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(value)
}

/** "HH:MM" on a 24-hour clock. */
const shopTimeSchema = z.string().refine(isShopTime, M.shopTime)

/** One day's hours: 0 (Sunday) … 6; a close at or before the open runs past midnight. */
const dayHoursSchema = z.object({
  day: z.number().int().min(0).max(6),
  open: shopTimeSchema,
  close: shopTimeSchema,
})

/** POST /staff/hours: the week; a day without an entry is closed. */
export const weekHoursSchema = z.object({
  opening: z.array(dayHoursSchema),
  delivery: z.array(dayHoursSchema),
})

/** POST /staff/hours/exceptions: closed all day, or that evening's own hours. */
export const hoursExceptionSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.exceptionDate),
    closed: z.boolean(),
    open: shopTimeSchema.optional(),
    close: shopTimeSchema.optional(),
    deliveryOpen: shopTimeSchema.optional(),
    deliveryClose: shopTimeSchema.optional(),
    note: z.string().max(MAX_EXCEPTION_NOTE_LENGTH).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.closed) return
    for (const field of ['open', 'close'] as const) {
      if (!value[field])
        ctx.addIssue({ code: 'custom', path: [field], message: M.shopTime })
    }
    // Delivery hours come as a pair, or not at all (no delivery that evening).
    if (!value.deliveryOpen !== !value.deliveryClose) {
      const field = value.deliveryOpen ? 'deliveryClose' : 'deliveryOpen'
      ctx.addIssue({ code: 'custom', path: [field], message: M.shopTime })
    }
  })
