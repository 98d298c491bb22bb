import {
  acceptBody,
  boardReply,
  changeStatusBody,
  readyTimeBody,
  rejectBody,
  staffOrderReply,
  staffOrdersReply,
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
import { orderReference, type StaffOrder } from './kitchen.schema'
import type { KitchenService } from './kitchen.service'

const STATUS_TEXT: Record<string, string> = {
  pending: 'waiting to be accepted',
  preparing: 'being prepared',
  ready: 'ready for collection',
  out_for_delivery: 'out for delivery',
  delivered: 'done',
  cancelled: 'cancelled',
  rejected: 'rejected',
}

const saying = (order: StaffOrder) =>
  `Order ${order.order_id} is ${STATUS_TEXT[order.order_status] ?? order.order_status}.`

/** The kitchen's order endpoints, for any signed-in member. */
export const kitchenRoutes: FastifyPluginAsyncZod<{
  kitchen: KitchenService
  sessions: StaffSessionService
}> = async (app, { kitchen, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions))
  const refused = {
    ...failures.badRequest,
    ...signedInRefusals,
    ...failures.notFound,
    409: errorReply,
  }
  const reference = { params: orderReference }

  app.get(
    '/staff/board',
    {
      schema: {
        ...kitchenDoc(
          'The board: live orders and those finished today, with the shop’s rules',
        ),
        response: { 200: boardReply, ...signedInRefusals },
      },
    },
    async () => ({ status: true as const, data: await kitchen.board() }),
  )

  app.get(
    '/staff/orders',
    {
      schema: {
        ...kitchenDoc('Live orders (not finished), oldest first'),
        response: { 200: staffOrdersReply, ...signedInRefusals },
      },
    },
    async () => ({ status: true as const, data: await kitchen.listLive() }),
  )

  app.get(
    '/staff/orders/:reference',
    {
      schema: {
        ...kitchenDoc('One order by its number or id'),
        ...reference,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Order found',
      data: await kitchen.get(request.params.reference),
    }),
  )

  const action = (order: StaffOrder) => ({
    status: true as const,
    message: saying(order),
    data: order,
  })

  app.post(
    '/staff/orders/:reference/accept',
    {
      bodyLimit: 1024,
      schema: {
        ...kitchenDoc(
          'Accepts a pending order with a ready time the customer sees',
        ),
        ...reference,
        body: acceptBody,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) =>
      action(
        await kitchen.accept(
          currentStaff(request),
          request.params.reference,
          request.body.minutes,
        ),
      ),
  )

  app.post(
    '/staff/orders/:reference/reject',
    {
      bodyLimit: 4096,
      schema: {
        ...kitchenDoc(
          'Rejects a pending order with a reason the customer sees',
        ),
        ...reference,
        body: rejectBody,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) =>
      action(
        await kitchen.reject(
          currentStaff(request),
          request.params.reference,
          request.body.reason,
          request.body.text,
          request.body.items,
        ),
      ),
  )

  app.post(
    '/staff/orders/:reference/ready-time',
    {
      bodyLimit: 1024,
      schema: {
        ...kitchenDoc('Quotes a new ready time for an accepted order'),
        ...reference,
        body: readyTimeBody,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) =>
      action(
        await kitchen.changeReadyTime(
          currentStaff(request),
          request.params.reference,
          request.body.minutes,
        ),
      ),
  )

  app.post(
    '/staff/orders/:reference/acknowledge',
    {
      schema: {
        ...kitchenDoc('Stops the ringing: a member has seen the order'),
        ...reference,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) =>
      action(
        await kitchen.acknowledge(
          currentStaff(request),
          request.params.reference,
        ),
      ),
  )

  app.post(
    '/staff/orders/:reference/status',
    {
      bodyLimit: 1024,
      schema: {
        ...kitchenDoc(
          'Moves an order to a status its kind allows, or cancels it',
        ),
        ...reference,
        body: changeStatusBody,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) =>
      action(
        await kitchen.changeStatus(
          currentStaff(request),
          request.params.reference,
          request.body.status,
        ),
      ),
  )

  app.post(
    '/staff/orders/:reference/advance',
    {
      schema: {
        ...kitchenDoc('Moves an order to its next status (one tap)'),
        ...reference,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) =>
      action(
        await kitchen.advance(currentStaff(request), request.params.reference),
      ),
  )

  app.post(
    '/staff/orders/:reference/undo',
    {
      schema: {
        ...kitchenDoc(
          'Takes back the last status change, within 10 seconds of it',
        ),
        ...reference,
        response: { 200: staffOrderReply, ...refused },
      },
    },
    async (request) =>
      action(
        await kitchen.undo(currentStaff(request), request.params.reference),
      ),
  )
}
