import {
  addBulkBody,
  addBulkReply,
  cartReply,
  deleteLineBody,
  updateQuantityBody,
} from '@food/shared/wire'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../http/authenticate'
import { errorReply, failures } from '../../http/envelope'
import type { SessionService } from '../session/session.service'
import type { CartService } from './cart.service'

/** Cart bodies are small; anything bigger is refused before it is parsed. */
const CART_BODY_LIMIT = 100 * 1024

export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService
  sessions: SessionService
}> = async (app, { cart, sessions }) => {
  // The token is checked before the body is read, so a stranger learns nothing from a 400.
  const common = {
    onRequest: requireUser(sessions),
    bodyLimit: CART_BODY_LIMIT,
  }
  const doc = (summary: string) => ({
    tags: ['cart'],
    summary,
    security: [{ bearerAuth: [] }],
  })
  const failing = {
    ...failures.badRequest,
    ...failures.unauthorized,
    413: errorReply,
    422: errorReply,
  }

  app.get(
    '/user/cart/get',
    {
      // No onRequest: the token is checked in the statement that reads the lines (ADR 043).
      bodyLimit: CART_BODY_LIMIT,
      schema: {
        ...doc('The basket, priced by the server'),
        response: { 200: cartReply, ...failures.unauthorized },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await cart.getCartOf(request.headers.authorization)),
    }),
  )

  app.post(
    '/user/cart/add-bulk',
    {
      ...common,
      preValidation: async (request: FastifyRequest) => {
        if (Array.isArray(request.body)) request.body = { items: request.body }
      },
      schema: {
        ...doc('Adds lines; equal lines merge; all or nothing'),
        body: addBulkBody,
        response: { 200: addBulkReply, ...failing },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Added to cart',
      ...(await cart.addLines(currentUser(request).id, request.body.items)),
    }),
  )

  app.post(
    '/user/cart/del',
    {
      ...common,
      schema: {
        ...doc('Removes one of the customer’s lines'),
        body: deleteLineBody,
        response: { 200: cartReply, ...failing, ...failures.notFound },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await cart.removeLine(
        currentUser(request).id,
        request.body.cartItemId,
      )),
    }),
  )

  app.post(
    '/user/cart/update-quantity',
    {
      ...common,
      schema: {
        ...doc('Sets the quantity of one of the customer’s lines'),
        body: updateQuantityBody,
        response: { 200: cartReply, ...failing, ...failures.notFound },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await cart.setQuantity(
        currentUser(request).id,
        request.body.cart_id,
        request.body.quantity,
      )),
    }),
  )
}
