import { policyBody, policyReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failures } from '../../http/envelope'
import type { PolicyService } from './policy.service'

export const policyRoutes: FastifyPluginAsyncZod<{
  policies: PolicyService
}> = async (app, { policies }) => {
  app.post(
    '/client/policy',
    {
      schema: {
        tags: ['content'],
        body: policyBody,
        response: {
          200: policyReply,
          ...failures.badRequest,
          ...failures.notFound,
        },
      },
    },
    async (request) => ({
      status: true as const,
      data: await policies.getPolicy(request.body.policy),
    }),
  )
}
