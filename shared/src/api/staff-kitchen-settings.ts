import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type { OwnerKitchenSettings } from '../wire/kitchen-settings'
import { staffCall, staffChange } from './staff-call'

// The owner's kitchen settings (api/src/modules/kitchen/kitchen-settings.routes.ts).

/** PUT /staff/kitchen-settings (owner): all of them together; the reply is what is stored. */
export const saveKitchenSettings = (settings: OwnerKitchenSettings) =>
  staffChange<OwnerKitchenSettings>(
    '/staff/kitchen-settings',
    MESSAGES.saveSiteSettingsFailed,
    settings,
    'PUT',
  )

/** GET /staff/kitchen-settings (owner): the flag and reject minutes, auto-accept, the ring. */
export const kitchenSettingsQuery = () =>
  queryOptions({
    queryKey: ['staff', 'kitchen-settings'],
    queryFn: async () =>
      (
        await staffCall<OwnerKitchenSettings>(
          'GET',
          '/staff/kitchen-settings',
          MESSAGES.loadSiteSettingsFailed,
        )
      ).data,
  })
