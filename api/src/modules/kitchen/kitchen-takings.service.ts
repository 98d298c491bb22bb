import { penceToPounds } from '@food/shared/format'
import { formatShopTime, shopDate, tradingDayStart } from '@food/shared/time'
import type { Takings } from '@food/shared/types'
import type { Db } from '../../db/client'
import { BadRequestError } from '../../errors'
import { kitchenTakingsRepository as repository } from './kitchen-takings.repository'
import { groupOf, sumTakings } from './kitchen-takings.sums'
import { csvText } from './takings-csv'

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

const GROUP_WORDS = {
  taken: 'Taken',
  pending: 'Not answered yet',
  'for-later': 'For later',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const

const PAYMENT_WORDS = {
  cash: 'Cash',
  card: 'Card on delivery',
  online: 'Paid online',
} as const

/**
 * The owner's takings of one trading day. An order counts on the trading day it was placed
 * (paid, for an online order), and is taken once a member accepts it: the day's figures move
 * only when staff act on an order or money comes back.
 */
export function createKitchenTakingsService(deps: {
  db: Db
  now: () => Date
  vatRatePercent: () => Promise<number>
}) {
  const { db, now } = deps

  async function read(date?: string) {
    const from = tradingDay(date, now())
    const to = new Date(from.getTime() + DAY_MS)
    const lines = await repository.lines(db, from, to)
    return { from, to, lines }
  }

  async function day(date?: string): Promise<Takings> {
    const { from, to, lines } = await read(date)
    const [medians, vatRatePercent] = await Promise.all([
      repository.medians(db, from, to),
      deps.vatRatePercent(),
    ])
    return {
      day: shopDate(from),
      from: from.toISOString(),
      to: to.toISOString(),
      ...sumTakings(lines),
      vatRatePercent,
      medianAcknowledgeSeconds: seconds(medians.median_ack_seconds),
      medianPreparationSeconds: seconds(medians.median_prep_seconds),
    }
  }

  return {
    day,

    /** The day's figures as rows a spreadsheet opens: figure, count, amount in pounds. */
    async csv(date?: string) {
      const t = await day(date)
      const money = penceToPounds
      const minutes = (value: number | null) =>
        value === null ? '' : (value / 60).toFixed(1)
      const tally = (label: string, x: { count: number; total: number }) => [
        label,
        x.count,
        money(x.total),
      ]
      const rows = [
        ['Figure', 'Count', 'Amount (GBP)'],
        ['Trading day', t.day, ''],
        tally('Taken (accepted orders)', { count: t.orders, total: t.total }),
        tally('Cash expected in the drawer', t.byPayment.cash),
        tally('Card on delivery', t.byPayment.card),
        tally('Paid online', t.byPayment.online),
        tally('Refunds', t.refunds),
        ['Net takings', '', money(t.net)],
        [`VAT at ${t.vatRatePercent}% (included)`, '', money(t.vat)],
        ['Discounts given', '', money(t.discounts)],
        ['Delivery fees', '', money(t.deliveryFees)],
        tally('Not answered yet', t.pending),
        tally('For later (not accepted yet)', t.forLater),
        ['Rejected', t.rejected.count, money(t.rejected.value)],
        ['Cancelled', t.cancelled.count, money(t.cancelled.value)],
        [
          'Median minutes to acknowledge',
          minutes(t.medianAcknowledgeSeconds),
          '',
        ],
        ['Median minutes to prepare', minutes(t.medianPreparationSeconds), ''],
      ]
      return { day: t.day, text: csvText(rows) }
    },

    /** One line per order of the day, whichever way it went; its money in pounds. */
    async ordersCsv(date?: string) {
      const { from, lines } = await read(date)
      const rows = [
        [
          'Time',
          'Order',
          'Counted as',
          'Type',
          'Payment',
          'Subtotal',
          'Discount',
          'Delivery fee',
          'VAT',
          'Total',
          'Refunded',
        ],
        ...lines.map((line) => {
          const at = new Date(line.created_at)
          return [
            `${shopDate(at)} ${formatShopTime(at)}`,
            line.order_number,
            GROUP_WORDS[groupOf(line)],
            line.order_type === 'delivery' ? 'Delivery' : 'Collection',
            PAYMENT_WORDS[line.payment_method],
            penceToPounds(line.total_amount),
            penceToPounds(line.discount_amount),
            penceToPounds(line.delivery_fee),
            penceToPounds(line.tax_amount),
            penceToPounds(line.final_amount),
            penceToPounds(line.refunded_amount),
          ]
        }),
      ]
      return { day: shopDate(from), text: csvText(rows) }
    },
  }
}

export type KitchenTakingsService = ReturnType<
  typeof createKitchenTakingsService
>
