import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReply, failures } from '../../http/envelope'
import {
  categoriesReply,
  menuItemsBody,
  menuItemsReply,
  searchBody,
  searchReply,
} from './menu.schema'
import type { MenuService } from './menu.service'

export const menuRoutes: FastifyPluginAsyncZod<{ menu: MenuService }> = async (
  app,
  { menu },
) => {
  app.get(
    '/menus',
    { schema: { tags: ['menu'], response: { 200: categoriesReply } } },
    async () => ({ status: true as const, ...(await menu.listCategories()) }),
  )
  app.post(
    '/menu/menu_item',
    {
      schema: {
        tags: ['menu'],
        body: menuItemsBody,
        response: {
          200: menuItemsReply,
          ...failures.badRequest,
          ...failures.notFound,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await menu.listItems(request.body.id, request.body.food_type),
    }),
  )
  app.post(
    '/search',
    {
      bodyLimit: 10 * 1024,
      schema: {
        tags: ['menu'],
        summary:
          'Search dishes of every active category by name or description',
        body: searchBody,
        response: {
          200: searchReply,
          ...failures.badRequest,
          413: errorReply,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await menu.searchItems(request.body.search, request.body.food_type),
    }),
  )
}
