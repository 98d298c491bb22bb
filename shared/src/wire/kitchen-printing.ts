import { z } from '../validation/zod'

/** Where a ticket's printing stands: being sent, on paper, or not printed (and why). */
const PRINT_STATES = ['printing', 'printed', 'failed'] as const

/** The kitchen ticket of one order, as the kitchen's printer last handled it. */
export const ticketPrint = z
  .object({
    state: z.enum(PRINT_STATES),
    error: z
      .string()
      .nullable()
      .describe('Why it did not print (state failed); null otherwise'),
    attempts: z.number().int().describe('Sends so far (a reprint counts)'),
    printedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TicketPrint' })

/** The kitchen's printer, when the API prints tickets itself (PRINTER_URL set). */
export const kitchenPrinter = z
  .object({
    address: z.string().describe('host:port of the printer (raw TCP)'),
    model: z.string(),
  })
  .nullable()
  .describe('null: no printer set, tickets print from the browser')

/**
 * POST /staff/orders/{reference}/print: `reprint` sends a ticket that already printed again.
 * No body is a first print.
 */
export const printBody = z
  .object({
    reprint: z.boolean({ error: 'reprint must be true or false' }).optional(),
  })
  .nullish()
  .transform((body) => ({ reprint: body?.reprint ?? false }))

/** POST /staff/printing (owner): whether accepting an order prints its ticket. */
export const printingSettingsBody = z.object({
  autoPrint: z.boolean({ error: 'autoPrint must be true or false' }),
})

/** The owner's printing settings: the switch and the printer it prints on. */
export const printingSettingsReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ autoPrint: z.boolean(), printer: kitchenPrinter }),
})

export type TicketPrint = z.infer<typeof ticketPrint>
export type PrintPayload = z.input<typeof printBody>
export type PrintingSettings = z.infer<typeof printingSettingsReply>['data']
