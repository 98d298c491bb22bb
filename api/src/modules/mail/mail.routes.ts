import { mailOutboxQuery, mailOutboxReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failures } from '../../http/envelope'
import type { MailOutboxService } from './mail.service'

/** Registered only when MAIL_URL=dev, so the path is a plain 404 elsewhere. */
export const devMailRoutes: FastifyPluginAsyncZod<{
  outbox: MailOutboxService
}> = async (app, { outbox }) => {
  app.get(
    '/dev/mail-outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: mailOutboxQuery,
        response: { 200: mailOutboxReply, ...failures.badRequest },
      },
    },
    async (request) => ({
      status: true as const,
      data: await outbox.list(request.query.to),
    }),
  )
}
