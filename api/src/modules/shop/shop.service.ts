import {
  describeOpeningState,
  formatShopTime,
  getOpeningState,
} from '@food/shared/time'
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
  /** Busy mode and the pause while they last: each ends by itself at its time. */
  async function kitchenState() {
    const { busy, pause } = await repository.getKitchenState()
    const now = options.now()
    return {
      busy: busy && busy.until > now ? busy : null,
      pause: pause && pause.until > now ? pause : null,
    }
  }

  return {
    kitchenState,
    /** After the kitchen changed the settings row: other instances see it within CACHE_TTL_MS. */
    forgetSettings: () => repository.forgetSettings(),

    async getSettings(): Promise<ShopSettings> {
      const { holidayMessage: _holiday, ...settings } =
        await repository.getSettings()
      return settings
    },

    async getStatus(): Promise<ShopStatus> {
      // The kitchen's pause holds even when a demo or test forces the shop open.
      const { pause } = await kitchenState()
      if (pause && options.statusOverride !== 'closed') {
        return {
          isOpen: false,
          paused: true,
          message: `We're not taking online orders until ${formatShopTime(pause.until)}${pause.reason ? `: ${pause.reason}` : '.'}`,
          nextOpeningAt: pause.until.toISOString(),
        }
      }
      if (options.statusOverride === 'closed') {
        return {
          isOpen: false,
          paused: false,
          message: "We're closed right now.",
          nextOpeningAt: null,
        }
      }
      const state = getOpeningState(
        await repository.getOpeningHours(),
        options.now(),
      )
      if (options.statusOverride === 'open' && !state.isOpen) {
        return {
          isOpen: true,
          paused: false,
          message: "We're open now.",
          nextOpeningAt: null,
        }
      }
      return {
        isOpen: state.isOpen,
        paused: false,
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
