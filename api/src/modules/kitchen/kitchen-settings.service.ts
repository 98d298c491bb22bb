import type { OwnerKitchenSettings } from '@food/shared/types'
import type { ShopService } from '../shop/shop.service'
import type { ShopEditingService } from '../shop/shop-editing.service'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'

/** The owner's settings of the board: the flag and reject minutes, auto-accept, the ring. */
export function createKitchenSettingsService(deps: {
  shop: Pick<ShopService, 'kitchenState'>
  /** The write goes through the shop's own service, which drops its cached settings. */
  editing: Pick<ShopEditingService, 'setKitchenSettings'>
  audit: StaffAuditService
  /** Tells the open boards their rules changed. */
  onChanged: () => Promise<void>
  now: () => Date
}) {
  const { shop, editing, audit, now } = deps

  async function read(): Promise<OwnerKitchenSettings> {
    const { rules } = await shop.kitchenState()
    return {
      alertAfterMinutes: rules.alertAfterMinutes,
      rejectAfterMinutes: rules.rejectAfterMinutes,
      autoAccept: rules.autoAccept,
      defaultReadyMinutes: rules.defaultReadyMinutes,
      ringSound: rules.ringSound,
      ringVolume: rules.ringVolume,
    }
  }

  return {
    read,

    /** Saves them all together, audited with what they were. */
    async change(by: StaffMember, settings: OwnerKitchenSettings) {
      const before = await read()
      await editing.setKitchenSettings(settings)
      const after = await read()
      await audit.record(by, now(), {
        action: 'kitchen-settings-changed',
        subject: 'kitchen board',
        before,
        after,
      })
      await deps.onChanged()
      return after
    },
  }
}

export type KitchenSettingsService = ReturnType<
  typeof createKitchenSettingsService
>
