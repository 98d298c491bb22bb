import {
  categoriesReply,
  menuItemsBody,
  menuItemsReply,
  searchBody,
  searchReply,
  searchResult,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ReadCacheOptions } from '../../db/read-cache'
import { createCachedReply } from '../../http/cached-reply'
import { errorReply, failures } from '../../http/envelope'
import { sendSerialized, serializeOnce } from '../../http/serialized-json'
import type { MenuService } from './menu.service'

export const menuRoutes: FastifyPluginAsyncZod<{
  menu: MenuService
  /** How long GET /menus is served from memory (CACHE_TTL_MS). */
  cache: ReadCacheOptions
}> = async (app, { menu, cache }) => {
  // Every page asks for the categories, which change only when someone edits the database.
  const menus = createCachedReply({
    ...cache,
    schema: categoriesReply,
    load: async () => ({
      status: true as const,
      ...(await menu.listCategories()),
    }),
  })
  app.get(
    '/menus',
    {
      schema: {
        tags: ['menu'],
        description:
          'Served from memory for CACHE_TTL_MS; the ETag answers If-None-Match with 304.',
        response: { 200: categoriesReply },
      },
    },
    (request, reply) => menus.send(request, reply),
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
  // The index keeps the same dish objects until the menu is read again.
  const dishJson = serializeOnce(searchResult)
  app.post(
    '/search',
    {
      bodyLimit: 10 * 1024,
      schema: {
        tags: ['menu'],
        summary:
          'Search dishes of every active category by name, description, category or add-on',
        description:
          'Served from an index of the menu rebuilt every CACHE_TTL_MS; forgives a typing mistake or two.',
        body: searchBody,
        response: {
          200: searchReply,
          ...failures.badRequest,
          413: errorReply,
        },
      },
    },
    async (request, reply) => {
      const { data, suggestion } = await menu.searchItems(
        request.body.search,
        request.body.food_type,
      )
      // searchReply, from dishes serialized once per index rather than on every request.
      const body = `{"status":true,"data":[${data.map(dishJson).join(',')}],"suggestion":${JSON.stringify(suggestion)}}`
      return sendSerialized(reply, body)
    },
  )
}
