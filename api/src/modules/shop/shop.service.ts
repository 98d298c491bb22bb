import { describeOpeningState, getOpeningState } from '@food/shared/time'
import type { ShopRepository } from './shop.repository'
import type { ShopSettings, ShopStatus } from './shop.schema'

export type ShopServiceOptions = {
  statusOverride?: 'open' | 'closed' | undefined
  now: () => Date
}

export function createShopService(
  repository: ShopRepository,
  options: ShopServiceOptions,
) {
  return {
    async getSettings(): Promise<ShopSettings> {
      const { holidayMessage: _holiday, ...settings } =
        await repository.getSettings()
      return settings
    },

    async getStatus(): Promise<ShopStatus> {
      if (options.statusOverride === 'closed') {
        return {
          isOpen: false,
          message: "We're closed right now.",
          nextOpeningAt: null,
        }
      }
      const state = getOpeningState(
        await repository.getOpeningHours(),
        options.now(),
      )
      if (options.statusOverride === 'open' && !state.isOpen) {
        return { isOpen: true, message: "We're open now.", nextOpeningAt: null }
      }
      return {
        isOpen: state.isOpen,
        message: describeOpeningState(state),
        nextOpeningAt: state.nextOpeningAt?.toISOString() ?? null,
      }
    },

    /**
     * Whether a delivery can be ordered now (17:00–01:00 by default). The status override
     * applies here too, so a demo or a test forced open can also deliver.
     */
    async isDelivering(): Promise<boolean> {
      if (options.statusOverride) return options.statusOverride === 'open'
      const hours = await repository.getDeliveryHours()
      return getOpeningState(hours, options.now()).isOpen
    },

    /** The holiday notice shown with the menu, or null on a normal day. */
    getHoliday: async () => {
      const message = await repository.getHolidayMessage()
      return message ? { message } : null
    },
  }
}

export type ShopService = ReturnType<typeof createShopService>
