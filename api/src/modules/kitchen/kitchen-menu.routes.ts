import {
  kitchenMenuReply,
  menuId,
  menuStockReply,
  type StockState,
  stockBody,
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
import type { KitchenMenuService } from './kitchen-menu.service'

const saying = (name: string, state: StockState) =>
  state === 'in-stock'
    ? `${name} is back on the menu.`
    : state === 'sold-out-today'
      ? `${name} is sold out until tomorrow.`
      : `${name} is sold out until you bring it back.`

/** Sold out: what the kitchen has run out of, for any signed-in member. */
export const kitchenMenuRoutes: FastifyPluginAsyncZod<{
  stock: KitchenMenuService
  sessions: StaffSessionService
}> = async (app, { stock: service, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions))
  const refused = {
    ...failures.badRequest,
    ...signedInRefusals,
    ...failures.notFound,
  }

  app.get(
    '/staff/menu',
    {
      schema: {
        ...kitchenDoc(
          'Every dish and add-on option with whether it is sold out',
        ),
        response: {
          200: kitchenMenuReply,
          ...signedInRefusals,
        },
      },
    },
    async () => ({ status: true as const, data: await service.list() }),
  )

  app.post(
    '/staff/menu/items/:itemId/stock',
    {
      bodyLimit: 1024,
      schema: {
        ...kitchenDoc(
          'Marks a dish sold out until tomorrow or until changed, or back in stock',
        ),
        params: z.object({ itemId: menuId('itemId') }),
        body: stockBody,
        response: { 200: menuStockReply, ...refused },
      },
    },
    async (request) => {
      const item = await service.setItemStock(
        currentStaff(request),
        request.params.itemId,
        request.body.state,
      )
      return {
        status: true as const,
        message: saying(item.name, request.body.state),
        data: item,
      }
    },
  )

  app.post(
    '/staff/menu/options/:optionId/stock',
    {
      bodyLimit: 1024,
      schema: {
        ...kitchenDoc(
          'Marks an add-on option sold out until tomorrow or until changed, or back',
        ),
        params: z.object({ optionId: menuId('optionId') }),
        body: stockBody,
        response: { 200: menuStockReply, ...refused },
      },
    },
    async (request) => {
      const option = await service.setOptionStock(
        currentStaff(request),
        request.params.optionId,
        request.body.state,
      )
      return {
        status: true as const,
        message: saying(option.name, request.body.state),
        data: option,
      }
    },
  )
}
