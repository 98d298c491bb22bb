import {
  catalogueAddonGroupBody,
  catalogueAddonGroupReply,
  catalogueAddonGroupUpdateBody,
  catalogueCategoryBody,
  catalogueCategoryReply,
  catalogueCategoryUpdateBody,
  catalogueDishBody,
  catalogueDishReply,
  catalogueDishUpdateBody,
  catalogueOrderBody,
  catalogueOrderReply,
  catalogueVersionBody,
  editableMenuReply,
  menuId,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorReply, failures } from '../../http/envelope'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { MenuEditingService } from './menu-editing.service'

const owner = (summary: string) => kitchenDoc(summary, 'owner')

// Refusals of a write: bad input, no session or role, a missing row, a stale version.
const refused = {
  ...failures.badRequest,
  ...signedInRefusals,
  ...failures.notFound,
  409: errorReply,
  413: errorReply,
  422: errorReply,
}

// A dish with a long description and every allergen is under 4 KB; a group of 30 options,
// each with a 60-character name of 3-byte characters and all 14 allergens, under 15 KB.
const BODY_LIMIT = 16 * 1024

const ok = <T>(message: string, data: T) => ({
  status: true as const,
  message,
  data,
})

/** The owner's menu editor: categories, dishes, add-on groups. Owner only. */
export const menuEditingRoutes: FastifyPluginAsyncZod<{
  editor: MenuEditingService
  sessions: StaffSessionService
}> = async (app, { editor, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions, 'owner'))

  app.get(
    '/staff/catalogue',
    {
      schema: {
        ...owner(
          'The whole menu as the owner edits it, retired dishes included',
        ),
        response: { 200: editableMenuReply, ...signedInRefusals },
      },
    },
    async () => ({ status: true as const, data: await editor.load() }),
  )

  app.post(
    '/staff/catalogue/categories',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...owner('Adds a category, hidden from customers until switched on'),
        body: catalogueCategoryBody,
        response: { 201: catalogueCategoryReply, ...refused },
      },
    },
    async (request, reply) => {
      const category = await editor.createCategory(
        currentStaff(request),
        request.body.name,
      )
      return reply
        .status(201)
        .send(
          ok(
            `${category.name} added. Switch it on to show it to customers.`,
            category,
          ),
        )
    },
  )

  app.put(
    '/staff/catalogue/categories/:categoryId',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...owner('Renames a category or switches it on or off'),
        params: z.object({ categoryId: menuId('categoryId') }),
        body: catalogueCategoryUpdateBody,
        response: { 200: catalogueCategoryReply, ...refused },
      },
    },
    async (request) => {
      const category = await editor.updateCategory(
        currentStaff(request),
        request.params.categoryId,
        request.body,
      )
      return ok(`${category.name} saved.`, category)
    },
  )

  app.put(
    '/staff/catalogue/category-order',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...owner(
          'Puts the categories in a new order (the first active one opens the menu)',
        ),
        body: catalogueOrderBody,
        response: { 200: catalogueOrderReply, ...refused },
      },
    },
    async (request) =>
      ok(
        'Categories reordered.',
        await editor.reorderCategories(currentStaff(request), request.body.ids),
      ),
  )

  app.put(
    '/staff/catalogue/categories/:categoryId/dish-order',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...owner('Puts the dishes of a category in a new order'),
        params: z.object({ categoryId: menuId('categoryId') }),
        body: catalogueOrderBody,
        response: { 200: catalogueOrderReply, ...refused },
      },
    },
    async (request) =>
      ok(
        'Dishes reordered.',
        await editor.reorderDishes(
          currentStaff(request),
          request.params.categoryId,
          request.body.ids,
        ),
      ),
  )

  app.post(
    '/staff/catalogue/dishes',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...owner('Adds a dish at the end of its category'),
        body: catalogueDishBody,
        response: { 201: catalogueDishReply, ...refused },
      },
    },
    async (request, reply) => {
      const dish = await editor.createDish(currentStaff(request), request.body)
      return reply.status(201).send(ok(`${dish.name} added to the menu.`, dish))
    },
  )

  app.put(
    '/staff/catalogue/dishes/:dishId',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...owner(
          'Saves a dish (a new categoryId moves it to the end of that category)',
        ),
        params: z.object({ dishId: menuId('dishId') }),
        body: catalogueDishUpdateBody,
        response: { 200: catalogueDishReply, ...refused },
      },
    },
    async (request) => {
      const dish = await editor.updateDish(
        currentStaff(request),
        request.params.dishId,
        request.body,
      )
      return ok(`${dish.name} saved.`, dish)
    },
  )

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/staff/catalogue/dishes/:dishId/${action}`,
      {
        bodyLimit: 1024,
        schema: {
          ...owner(
            retired
              ? 'Takes a dish off the menu for good (orders keep their copy)'
              : 'Brings a retired dish back onto the menu',
          ),
          params: z.object({ dishId: menuId('dishId') }),
          body: catalogueVersionBody,
          response: { 200: catalogueDishReply, ...refused },
        },
      },
      async (request) => {
        const dish = await editor.setDishRetired(
          currentStaff(request),
          request.params.dishId,
          request.body.version,
          retired,
        )
        return ok(
          retired
            ? `${dish.name} is off the menu.`
            : `${dish.name} is back on the menu.`,
          dish,
        )
      },
    )
  }

  app.post(
    '/staff/catalogue/addon-groups',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...owner('Adds a group of add-on options that dishes can share'),
        body: catalogueAddonGroupBody,
        response: { 201: catalogueAddonGroupReply, ...refused },
      },
    },
    async (request, reply) => {
      const group = await editor.createAddonGroup(
        currentStaff(request),
        request.body,
      )
      return reply.status(201).send(ok(`${group.name} added.`, group))
    },
  )

  app.put(
    '/staff/catalogue/addon-groups/:groupId',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        ...owner(
          'Saves a group: its rule and options (options left out are retired)',
        ),
        params: z.object({ groupId: menuId('groupId') }),
        body: catalogueAddonGroupUpdateBody,
        response: { 200: catalogueAddonGroupReply, ...refused },
      },
    },
    async (request) => {
      const group = await editor.updateAddonGroup(
        currentStaff(request),
        request.params.groupId,
        request.body,
      )
      return ok(`${group.name} saved.`, group)
    },
  )
}
