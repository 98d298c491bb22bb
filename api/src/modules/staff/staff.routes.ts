import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReply, failures } from '../../http/envelope'
import {
  changeStatusBody,
  orderReference,
  staffOrderReply,
  staffOrdersReply,
} from './staff.schema'
import type { StaffService } from './staff.service'
import { requireStaff } from './staff-auth'

/** Kitchen endpoints; registered only when STAFF_TOKEN is set. */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService
  staffToken: string
}> = async (app, { staff, staffToken }) => {
  app.addHook('onRequest', requireStaff(staffToken))
  const doc = (summary: string) => ({
    tags: ['staff'],
    summary,
    security: [{ staffToken: [] }],
  })
  const refused = {
    ...failures.badRequest,
    ...failures.unauthorized,
    ...failures.notFound,
    409: errorReply,
  }

  app.get(
    '/staff/orders',
    {
      schema: {
        ...doc('Live orders (not delivered or cancelled), oldest first'),
        response: { 200: staffOrdersReply, ...failures.unauthorized },
      },
    },
    async () => ({ status: true as const, data: await staff.listLive() }),
  )

  app.get(
    '/staff/orders/:reference',
    {
      schema: {
        ...doc('One order by its number or id'),
        params: orderReference,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) => {
      const order = await staff.get(request.params.reference)
      return { status: true as const, message: 'Order found', data: order }
    },
  )

  app.post(
    '/staff/orders/:reference/status',
    {
      bodyLimit: 1024,
      schema: {
        ...doc('Moves an order to a status its kind allows, or cancels it'),
        params: orderReference,
        body: changeStatusBody,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) => {
      const order = await staff.changeStatus(
        request.params.reference,
        request.body.status,
      )
      return {
        status: true as const,
        message: `Order ${order.order_id} is now ${order.order_status}.`,
        data: order,
      }
    },
  )

  app.post(
    '/staff/orders/:reference/advance',
    {
      schema: {
        ...doc('Moves an order to its next status'),
        params: orderReference,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) => {
      const order = await staff.advance(request.params.reference)
      return {
        status: true as const,
        message: `Order ${order.order_id} is now ${order.order_status}.`,
        data: order,
      }
    },
  )
}
