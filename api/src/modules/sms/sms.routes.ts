import { outboxReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failures } from '../../http/envelope'
import { outboxQuery } from './sms.schema'
import type { SmsService } from './sms.service'

/** Registered only when SMS_PROVIDER=dev, so the path is a plain 404 elsewhere. */
export const devSmsRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (
  app,
  { sms },
) => {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: outboxQuery,
        response: { 200: outboxReply, ...failures.badRequest },
      },
    },
    async (request) => ({
      status: true as const,
      data: await sms.listOutbox(request.query.mobile),
    }),
  )
}
