import { VALIDATION_MESSAGES } from '../types/messages'
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

/** The kitchen's printer, when the owner has set its address (Site → Kitchen printer). */
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

/** PUT /staff/printer (owner): where the printer is and what it is; an empty address: none. */
export const printerBody = z.object({
  address: z
    .string({ error: 'address must be text' })
    .max(300, VALIDATION_MESSAGES.printerAddress)
    .describe(
      'host or IPv4, optional :port (9100 when left out); "" clears it',
    ),
  model: z
    .string({ error: 'model must be text' })
    .max(60, VALIDATION_MESSAGES.printerModel)
    .describe('One of the reply’s models (its id)'),
})

/** The owner's printing settings: the switch, the printer it prints on, the models to choose. */
export const printingSettingsReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    autoPrint: z.boolean(),
    printer: kitchenPrinter,
    model: z
      .string()
      .describe('The model chosen, kept while no address is set'),
    models: z
      .array(z.object({ id: z.string(), name: z.string() }))
      .describe('The models tickets can be printed for, by name'),
  }),
})

/** POST /staff/printer/test (owner): the sentence says how it went, as a ticket's does. */
export const testPrintReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ printed: z.boolean() }),
})

export type TicketPrint = z.infer<typeof ticketPrint>
export type PrintPayload = z.input<typeof printBody>
export type PrintingSettings = z.infer<typeof printingSettingsReply>['data']
export type PrinterPayload = z.input<typeof printerBody>
export type TestPrintResult = z.infer<typeof testPrintReply>['data']
