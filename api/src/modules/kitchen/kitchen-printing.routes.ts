import {
  printBody,
  printerBody,
  printingSettingsBody,
  printingSettingsReply,
  staffOrderReply,
  testPrintReply,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReply, failures } from '../../http/envelope'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import { orderReference } from './kitchen.schema'
import type { KitchenPrintingService } from './kitchen-printing.service'

/** Tickets on the kitchen's printer, and the owner's printer and auto-print switch. */
export const kitchenPrintingRoutes: FastifyPluginAsyncZod<{
  printing: KitchenPrintingService
  sessions: StaffSessionService
}> = async (app, { printing, sessions }) => {
  // An accept's ticket may still be on its way when the server stops.
  app.addHook('onClose', async () => printing.drain())
  const refused = { ...failures.badRequest, ...signedInRefusals }

  app.post(
    '/staff/orders/:reference/print',
    {
      bodyLimit: 1024,
      onRequest: requireStaff(sessions),
      schema: {
        ...kitchenDoc(
          'Prints the order’s kitchen ticket on the printer (once; reprint: again)',
        ),
        params: orderReference,
        body: printBody,
        response: {
          200: staffOrderReply,
          ...refused,
          ...failures.notFound,
          409: errorReply,
        },
      },
    },
    async (request) => {
      const { message, order } = await printing.print(
        currentStaff(request),
        request.params.reference,
        request.body.reprint,
      )
      return { status: true as const, message, data: order }
    },
  )

  app.get(
    '/staff/printing',
    {
      onRequest: requireStaff(sessions, 'owner'),
      schema: {
        ...kitchenDoc('Auto-print and the kitchen’s printer (owner)', 'owner'),
        response: { 200: printingSettingsReply, ...refused },
      },
    },
    async () => ({
      status: true as const,
      message: '',
      data: await printing.settings(),
    }),
  )

  app.post(
    '/staff/printing',
    {
      bodyLimit: 1024,
      onRequest: requireStaff(sessions, 'owner'),
      schema: {
        ...kitchenDoc(
          'Switches auto-print on accepting on or off (owner)',
          'owner',
        ),
        body: printingSettingsBody,
        response: { 200: printingSettingsReply, ...refused },
      },
    },
    async (request) => {
      const on = request.body.autoPrint
      return {
        status: true as const,
        message: on
          ? 'Each order’s ticket now prints when it is accepted.'
          : 'Tickets now print only when someone asks.',
        data: await printing.setAutoPrint(currentStaff(request), on),
      }
    },
  )

  app.put(
    '/staff/printer',
    {
      bodyLimit: 1024,
      onRequest: requireStaff(sessions, 'owner'),
      schema: {
        ...kitchenDoc(
          'Sets the kitchen printer’s address and model; an empty address: none (owner)',
          'owner',
        ),
        body: printerBody,
        response: { 200: printingSettingsReply, ...refused },
      },
    },
    async (request) => {
      const { message, settings } = await printing.setPrinter(
        currentStaff(request),
        request.body,
      )
      return { status: true as const, message, data: settings }
    },
  )

  app.post(
    '/staff/printer/test',
    {
      bodyLimit: 1024,
      onRequest: requireStaff(sessions, 'owner'),
      schema: {
        ...kitchenDoc(
          'Prints a test page on the printer set, saying how it went (owner)',
          'owner',
        ),
        response: { 200: testPrintReply, ...refused, 409: errorReply },
      },
    },
    async (request) => {
      const { message, printed } = await printing.printTestPage(
        currentStaff(request),
      )
      return { status: true as const, message, data: { printed } }
    },
  )
}
