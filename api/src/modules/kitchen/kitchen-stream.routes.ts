import { eventStreamReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RetryLaterError } from '../../errors'
import { errorReply, retryLaterReply } from '../../http/envelope'
import { endWhenSignedOut, openEventStream } from '../../http/event-stream'
import {
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { KitchenService } from './kitchen.service'
import type { KitchenEvents } from './kitchen-events'

/** Open boards the whole server serves: a restaurant has a few tablets and phones. */
const MAX_BOARDS = 50

/** The board's live stream: the whole board at once, then every change as it happens. */
export const kitchenStreamRoutes: FastifyPluginAsyncZod<{
  kitchen: KitchenService
  events: KitchenEvents
  sessions: StaffSessionService
}> = async (app, { kitchen, events, sessions }) => {
  let open = 0
  app.addHook('onClose', async () => events.close())

  app.get(
    '/staff/board/events',
    {
      onRequest: requireStaff(sessions),
      schema: {
        ...kitchenDoc('Live board (text/event-stream)'),
        description:
          'Server-sent events: a `board` event with the whole board (as GET /staff/board) when the stream opens, so a reconnecting board re-syncs, then an `order` event with each order that changes, on any API instance, a `settings` event with the board’s new rules (as the board’s `settings`) when the owner or busy mode changes them, and a comment line every 20 s. Send the bearer token in the Authorization header.',
        response: {
          200: eventStreamReply,
          ...signedInRefusals,
          429: retryLaterReply,
          500: errorReply,
        },
      },
    },
    async (request, reply) => {
      if (open >= MAX_BOARDS) {
        throw new RetryLaterError(
          429,
          'TOO_MANY_BOARDS',
          'Too many boards are open. Close one and try again.',
          30,
        )
      }
      open += 1
      const stream = openEventStream(request, reply)
      // Listening starts before the snapshot is read, so nothing falls between the two.
      const unsubscribe = events.subscribe((event) =>
        stream.send(event.name, event.data),
      )
      // A removed member's board goes dark.
      endWhenSignedOut(stream, () =>
        sessions.authenticate(request.headers.authorization),
      )
      stream.onClose(() => {
        unsubscribe()
        open -= 1
      })
      try {
        stream.send('board', await kitchen.board())
      } catch {
        // The board reconnects (retry: 3 s) and asks again.
        stream.end()
      }
    },
  )
}
