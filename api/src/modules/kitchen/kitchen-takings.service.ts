import { formatMoney } from '@food/shared/format'
import { shopDate, tradingDayStart } from '@food/shared/time'
import type { Db } from '../../db/client'
import { BadRequestError } from '../../errors'
import { kitchenTakingsRepository as takings } from './kitchen-takings.repository'

const DAY_MS = 24 * 60 * 60 * 1000

/** The trading day named by its date ("2026-11-20": that evening and the small hours after it). */
function tradingDay(date: string | undefined, now: Date) {
  if (!date) return tradingDayStart(now)
  // The route has checked it is a real date; noon of it belongs to its own trading day.
  const start = tradingDayStart(new Date(`${date}T12:00:00Z`))
  if (start > now) {
    throw new BadRequestError(
      'That day has not started yet.',
      'VALIDATION_ERROR',
    )
  }
  return start
}

const seconds = (value: number | null) =>
  value === null ? null : Math.round(value)

/** The owner's takings of one trading day. */
export function createKitchenTakingsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps

  async function day(date?: string) {
    const from = tradingDay(date, now())
    const to = new Date(from.getTime() + DAY_MS)
    const row = await takings.day(db, from, to)
    return {
      day: shopDate(from),
      from: from.toISOString(),
      to: to.toISOString(),
      orders: row.orders,
      total: row.total,
      byPayment: {
        cash: { count: row.cash_count, total: row.cash_total },
        card: { count: row.card_count, total: row.card_total },
        online: { count: row.online_count, total: row.online_total },
      },
      refunds: { count: row.refund_count, total: row.refund_total },
      net: row.total - row.refund_total,
      discounts: row.discounts,
      deliveryFees: row.delivery_fees,
      rejected: { count: row.rejected_count, value: row.rejected_value },
      cancelled: { count: row.cancelled_count, value: row.cancelled_value },
      medianAcknowledgeSeconds: seconds(row.median_ack_seconds),
      medianPreparationSeconds: seconds(row.median_prep_seconds),
    }
  }

  return {
    day,

    /** The same figures as rows a spreadsheet opens: figure, count, amount in pounds. */
    async csv(date?: string) {
      const t = await day(date)
      const money = (pence: number) => formatMoney(pence).replace(/[£,]/g, '')
      const minutes = (value: number | null) =>
        value === null ? '' : (value / 60).toFixed(1)
      const rows = [
        ['Figure', 'Count', 'Amount (GBP)'],
        ['Trading day', t.day, ''],
        ['Orders', String(t.orders), money(t.total)],
        [
          'Paid in cash',
          String(t.byPayment.cash.count),
          money(t.byPayment.cash.total),
        ],
        [
          'Paid by card',
          String(t.byPayment.card.count),
          money(t.byPayment.card.total),
        ],
        [
          'Paid online',
          String(t.byPayment.online.count),
          money(t.byPayment.online.total),
        ],
        ['Refunds', String(t.refunds.count), money(t.refunds.total)],
        ['Net takings', '', money(t.net)],
        ['Discounts given', '', money(t.discounts)],
        ['Delivery fees', '', money(t.deliveryFees)],
        ['Rejected', String(t.rejected.count), money(t.rejected.value)],
        ['Cancelled', String(t.cancelled.count), money(t.cancelled.value)],
        [
          'Median minutes to acknowledge',
          minutes(t.medianAcknowledgeSeconds),
          '',
        ],
        ['Median minutes to prepare', minutes(t.medianPreparationSeconds), ''],
      ]
      return {
        day: t.day,
        text: `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`,
      }
    },
  }
}

export type KitchenTakingsService = ReturnType<
  typeof createKitchenTakingsService
>
