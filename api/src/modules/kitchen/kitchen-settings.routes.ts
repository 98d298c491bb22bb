import { kitchenSettingsBody, kitchenSettingsReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failures } from '../../http/envelope'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { KitchenSettingsService } from './kitchen-settings.service'

/** The owner's settings of the board, read and saved together. */
export const kitchenSettingsRoutes: FastifyPluginAsyncZod<{
  kitchenSettings: KitchenSettingsService
  sessions: StaffSessionService
}> = async (app, { kitchenSettings, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions, 'owner'))
  const refused = { ...failures.badRequest, ...signedInRefusals }

  app.get(
    '/staff/kitchen-settings',
    {
      schema: {
        ...kitchenDoc(
          'The board’s flag and reject minutes, auto-accept, default ready time and ring (owner)',
          'owner',
        ),
        response: { 200: kitchenSettingsReply, ...refused },
      },
    },
    async () => ({
      status: true as const,
      message: '',
      data: await kitchenSettings.read(),
    }),
  )

  app.put(
    '/staff/kitchen-settings',
    {
      bodyLimit: 1024,
      schema: {
        ...kitchenDoc(
          'Saves the board’s settings together; open boards follow at once (owner)',
          'owner',
        ),
        body: kitchenSettingsBody,
        response: { 200: kitchenSettingsReply, ...refused },
      },
    },
    async (request) => ({
      status: true as const,
      message:
        'The kitchen board settings are saved: open boards use them now.',
      data: await kitchenSettings.change(currentStaff(request), request.body),
    }),
  )
}
