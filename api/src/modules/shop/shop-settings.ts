import type { WeeklyHours } from '@food/shared/time'
import type { ShopSettings } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { createReadCache, type ReadCacheOptions } from '../../db/read-cache'
import { shopRepository as repository, type ShopRow } from './shop.repository'

function policyOf(row: ShopRow): ShopSettings['policy'] {
  return {
    vatRatePercent: row.vat_rate_percent,
    discount: {
      percentage: row.discount_percentage,
      message: row.discount_message,
    },
    deliveryFees: row.delivery_fees,
    minimumDeliveryOrderPence: row.min_delivery_order_pence,
  }
}

/**
 * The shop service's reads: the one settings row, read whole and kept for cache.ttlMs (every
 * basket, order and status check needs it, and it changes only when someone edits the
 * database), the dated exceptions kept as long, and the views built from the row.
 */
export function createShopSettings(db: Db, cache: ReadCacheOptions) {
  const settingsRow = createReadCache(
    () => repository.findSettingsRow(db),
    cache,
  )
  const exceptions = createReadCache(
    () => repository.listExceptionsAround(db, cache.now()),
    cache,
  )

  return {
    forgetSettings: () => {
      settingsRow.forget()
      exceptions.forget()
    },
    /** The owner's dated exceptions to the week, from the day before yesterday on. */
    getExceptions: () => exceptions.get(),
    async getSettings(): Promise<
      Omit<ShopSettings, 'timings'> & {
        timings: Omit<ShopSettings['timings'], 'exceptions'>
        holidayMessage: string | null
      }
    > {
      const row = await settingsRow.get()
      return {
        shop: {
          name: row.name,
          description: row.description,
          about: row.about,
          info: row.info,
          address: row.address,
          phone: row.phone,
          email: row.email,
          social: row.social,
          location: row.location,
        },
        timings: { opening: row.opening_hours, delivery: row.delivery_hours },
        policy: policyOf(row),
        holidayMessage: row.holiday_message,
      }
    },
    /** The prices' rules alone, for every basket read (getSettings builds the whole page). */
    getPolicy: async () => policyOf(await settingsRow.get()),
    async getOpeningHours(): Promise<WeeklyHours> {
      return (await settingsRow.get()).opening_hours ?? []
    },
    async getDeliveryHours(): Promise<WeeklyHours> {
      return (await settingsRow.get()).delivery_hours ?? []
    },
    /**
     * The board's rules, the kitchen printer, and busy mode and the pause as last set (whether they are still on
     * is the caller's question): from the same kept row, so the 2-second sweep costs no query.
     */
    async getKitchenState() {
      const row = await settingsRow.get()
      return {
        rules: {
          alertAfterMinutes: row.alert_after_minutes,
          rejectAfterMinutes: row.reject_after_minutes,
          autoPrint: row.auto_print,
          autoAccept: row.auto_accept,
          defaultReadyMinutes: row.default_ready_minutes,
          ringSound: row.ring_sound,
          ringVolume: row.ring_volume,
        },
        busy:
          row.busy_minutes && row.busy_until
            ? { minutes: row.busy_minutes, until: new Date(row.busy_until) }
            : null,
        printer: {
          address:
            row.printer_host && row.printer_port
              ? { host: row.printer_host, port: row.printer_port }
              : null,
          model: row.printer_model,
        },
        pause: row.paused_until
          ? {
              until: new Date(row.paused_until),
              reason: row.pause_reason ?? '',
            }
          : null,
      }
    },
    async getHolidayMessage(): Promise<string | null> {
      return (await settingsRow.get()).holiday_message ?? null
    },
  }
}
