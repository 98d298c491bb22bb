import type { Db } from '../../db/client'
import type { ShopService } from './shop.service'
import { shopEditingRepository as repository } from './shop-editing.repository'

/**
 * The kitchen's changes to the shop: busy mode, a pause, auto-print and the printer, the owner's kitchen
 * settings, the weekly hours and dated exceptions. Each one drops the cached settings, so the status follows at once.
 */
export function createShopEditingService(
  db: Db,
  shop: Pick<ShopService, 'forgetSettings'>,
) {
  const thenForget =
    <A extends unknown[]>(write: (db: Db, ...args: A) => Promise<void>) =>
    async (...args: A) => {
      await write(db, ...args)
      shop.forgetSettings()
    }

  return {
    setBusy: thenForget(repository.setBusy),
    setPause: thenForget(repository.setPause),
    setAutoPrint: thenForget(repository.setAutoPrint),
    setPrinter: thenForget(repository.setPrinter),
    setKitchenSettings: thenForget(repository.setKitchenSettings),
    setWeek: thenForget(repository.setWeek),
    setException: thenForget(repository.setException),
    removeException: thenForget(repository.removeException),
  }
}

export type ShopEditingService = ReturnType<typeof createShopEditingService>
