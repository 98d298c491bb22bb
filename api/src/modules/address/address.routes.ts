import {
  addAddressBody,
  addressChangeReply,
  addressListReply,
  addressReply,
  deleteAddressBody,
  setPrimaryBody,
  updateAddressBody,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../http/authenticate'
import { errorReply, failures } from '../../http/envelope'
import type { SessionService } from '../session/session.service'
import type { AddressService } from './address.service'

/** An address body is a few short fields; anything bigger is refused before it is parsed. */
const ADDRESS_BODY_LIMIT = 10 * 1024

export const addressRoutes: FastifyPluginAsyncZod<{
  addresses: AddressService
  sessions: SessionService
}> = async (app, { addresses, sessions }) => {
  // The token is checked before the body is read, so a stranger learns nothing from a 400.
  const common = {
    onRequest: requireUser(sessions),
    bodyLimit: ADDRESS_BODY_LIMIT,
  }
  const doc = (summary: string) => ({
    tags: ['address'],
    summary,
    security: [{ bearerAuth: [] }],
  })
  const failing = {
    ...failures.badRequest,
    ...failures.unauthorized,
    413: errorReply,
  }

  app.get(
    '/user/address/get',
    {
      ...common,
      schema: {
        ...doc('The customer’s saved addresses, oldest first'),
        response: { 200: addressListReply, ...failures.unauthorized },
      },
    },
    async (request) => {
      const list = await addresses.listAddresses(currentUser(request).id)
      return { status: true as const, data: list, addresses: list }
    },
  )

  app.post(
    '/user/address/add',
    {
      ...common,
      schema: {
        ...doc('Saves an address; the first one becomes the primary'),
        description: 'Refused with 422 ADDRESS_LIMIT past 20 addresses.',
        body: addAddressBody,
        response: { 201: addressReply, ...failing, 422: errorReply },
      },
    },
    async (request, reply) => {
      const saved = await addresses.addAddress(
        currentUser(request).id,
        request.body,
      )
      reply.code(201)
      return {
        status: true as const,
        message: 'Address added successfully!',
        data: saved,
      }
    },
  )

  app.post(
    '/client/address/update',
    {
      ...common,
      schema: {
        ...doc('Replaces the fields of one of the customer’s addresses'),
        body: updateAddressBody,
        response: { 200: addressReply, ...failing, ...failures.notFound },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Address updated successfully!',
      data: await addresses.updateAddress(
        currentUser(request).id,
        request.body.address_id,
        request.body.address,
      ),
    }),
  )

  app.post(
    '/client/address/del',
    {
      ...common,
      schema: {
        ...doc('Deletes an address; the newest left takes over as primary'),
        body: deleteAddressBody,
        response: {
          200: addressChangeReply,
          ...failing,
          ...failures.notFound,
        },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Address deleted successfully!',
      data: await addresses.deleteAddress(
        currentUser(request).id,
        request.body.address_id,
      ),
    }),
  )

  app.post(
    '/client/address/set_primary',
    {
      ...common,
      schema: {
        ...doc('Makes one address the primary and the others not'),
        description:
          'is_primary false is refused with 422 PRIMARY_ADDRESS_REQUIRED on the primary itself and changes nothing on another address.',
        body: setPrimaryBody,
        response: {
          200: addressChangeReply,
          ...failing,
          ...failures.notFound,
          422: errorReply,
        },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Primary address updated successfully!',
      data: await addresses.setPrimary(
        currentUser(request).id,
        request.body.id,
        request.body.is_primary,
      ),
    }),
  )
}
