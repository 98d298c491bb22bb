import {
  describeHoursToday,
  describeOpeningState,
  estimateRanges,
  formatShopTime,
  getOpeningState,
  hoursAround,
  leadMinutes,
  orderSlots,
  shopDate,
} from '@food/shared/time'
import type { OrderingTimes, ShopSettings, ShopStatus } from '@food/shared/wire'
import type { Db } from '../../db/client'
import type { ReadCacheOptions } from '../../db/read-cache'
import { createShopSettings } from './shop-settings'

export type ShopServiceOptions = {
  statusOverride?: 'open' | 'closed' | undefined
  now: () => Date
}

export function createShopService(
  db: Db,
  cache: ReadCacheOptions,
  options: ShopServiceOptions,
) {
  const stored = createShopSettings(db, cache)

  /** Busy mode and the pause while they last: each ends by itself at its time. */
  async function kitchenState() {
    const { rules, printer, busy, pause } = await stored.getKitchenState()
    const now = options.now()
    return {
      rules,
      printer,
      busy: busy && busy.until > now ? busy : null,
      pause: pause && pause.until > now ? pause : null,
    }
  }

  /** This evening's opening (collection) or delivery hours, the owner's exceptions applied. */
  async function hoursNow(kind: 'opening' | 'delivery') {
    const now = options.now()
    const [weekly, exceptions] = await Promise.all([
      kind === 'opening' ? stored.getOpeningHours() : stored.getDeliveryHours(),
      stored.getExceptions(),
    ])
    return hoursAround(weekly, exceptions, now, kind)
  }

  /** The kitchen's lead time now: the owner's default quote, plus busy mode while it lasts. */
  async function currentLeadMinutes() {
    const { rules, busy } = await kitchenState()
    return leadMinutes(rules.defaultReadyMinutes, busy?.minutes ?? 0)
  }

  return {
    kitchenState,
    currentLeadMinutes,
    /** After the kitchen changed the settings row: other instances see it within CACHE_TTL_MS. */
    forgetSettings: () => stored.forgetSettings(),

    /** The discount, VAT and delivery rules, without the rest of getSettings' work. */
    getPolicy: () => stored.getPolicy(),

    async getSettings(): Promise<ShopSettings> {
      const [{ holidayMessage: _holiday, ...settings }, exceptions] =
        await Promise.all([stored.getSettings(), stored.getExceptions()])
      const today = shopDate(options.now())
      return {
        ...settings,
        timings: {
          ...settings.timings,
          // What is coming, for the info page and the search engines' opening hours.
          exceptions: exceptions.filter((exception) => exception.date >= today),
        },
      }
    },

    async getStatus(): Promise<Omit<ShopStatus, 'times'>> {
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
          // Closed with no opening to announce: the places that show it say "closed" themselves.
          message: '',
          nextOpeningAt: null,
        }
      }
      const now = options.now()
      const [weekly, exceptions] = await Promise.all([
        stored.getOpeningHours(),
        stored.getExceptions(),
      ])
      const state = getOpeningState(
        hoursAround(weekly, exceptions, now, 'opening'),
        now,
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
     * The facts a customer wants before the first tap, computed once here for the menu, the
     * checkout and the order: how long delivery and collection take now, the minimum, the
     * smallest fee, today's hours, and the times an order can be scheduled for.
     */
    async getOrderingTimes(): Promise<OrderingTimes> {
      const now = options.now()
      const [lead, opening, deliveryHours, settings, status, isDelivering] =
        await Promise.all([
          currentLeadMinutes(),
          hoursNow('opening'),
          hoursNow('delivery'),
          stored.getSettings(),
          this.getStatus(),
          this.isDelivering(),
        ])
      // A holiday closes ordering whatever the hours say.
      const isOpen = status.isOpen && !settings.holidayMessage
      const fees = settings.policy.deliveryFees
      const farthest = Math.max(0, ...fees.map((band) => band.maxMiles))
      const ranges = estimateRanges(lead, farthest)
      // Closed only by the clock (before opening), the evening's times can be ordered for now;
      // a pause, a holiday or a shop forced closed takes no orders for later either.
      const takesOrdersLater =
        !status.paused &&
        !settings.holidayMessage &&
        options.statusOverride !== 'closed'
      const slots = (hours: typeof opening) =>
        takesOrdersLater
          ? orderSlots(hours, now, lead).map((at) => at.toISOString())
          : []
      return {
        leadMinutes: lead,
        hoursToday: describeHoursToday(opening, now),
        delivery: {
          isOpenNow: isOpen && isDelivering,
          minutes: ranges.delivery,
          slots: slots(deliveryHours),
          minimumOrderPence: settings.policy.minimumDeliveryOrderPence,
          feeFromPence:
            fees.length > 0
              ? Math.min(...fees.map((band) => band.feePence))
              : null,
        },
        collection: {
          isOpenNow: isOpen,
          minutes: ranges.collection,
          slots: slots(opening),
        },
      }
    },

    /**
     * Whether a delivery can be ordered now (17:00–01:00 by default). The status override
     * applies here too, so a demo or a test forced open can also deliver.
     */
    async isDelivering(): Promise<boolean> {
      if (options.statusOverride) return options.statusOverride === 'open'
      const now = options.now()
      const [weekly, exceptions] = await Promise.all([
        stored.getDeliveryHours(),
        stored.getExceptions(),
      ])
      return getOpeningState(
        hoursAround(weekly, exceptions, now, 'delivery'),
        now,
      ).isOpen
    },

    /** The holiday notice shown with the menu, or null on a normal day. */
    getHoliday: async () => {
      const message = await stored.getHolidayMessage()
      return message ? { message } : null
    },
  }
}

export type ShopService = ReturnType<typeof createShopService>
