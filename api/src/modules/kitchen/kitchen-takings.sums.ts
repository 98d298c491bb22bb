import type { Takings } from '@food/shared/types'
import type { TakingsLineRow } from './kitchen-takings.repository'

/** Where an order of the day counts: taken, still waiting (now or for later), or lost. */
export type TakingsGroup =
  | 'taken'
  | 'pending'
  | 'for-later'
  | 'rejected'
  | 'cancelled'

// Taken once the kitchen accepted it: money nobody agreed to earn is not takings.
const TAKEN_STATUSES = ['preparing', 'ready', 'out_for_delivery', 'delivered']

export function groupOf(
  row: Pick<TakingsLineRow, 'status' | 'scheduled_for'>,
): TakingsGroup {
  if (TAKEN_STATUSES.includes(row.status)) return 'taken'
  if (row.status === 'rejected' || row.status === 'cancelled') return row.status
  return row.scheduled_for ? 'for-later' : 'pending'
}

type Sums = Omit<
  Takings,
  | 'day'
  | 'from'
  | 'to'
  | 'vatRatePercent'
  | 'medianAcknowledgeSeconds'
  | 'medianPreparationSeconds'
>

const tally = (rows: readonly TakingsLineRow[]) => ({
  count: rows.length,
  total: rows.reduce((sum, row) => sum + row.final_amount, 0),
})

const sumOf = (
  rows: readonly TakingsLineRow[],
  field: keyof Pick<
    TakingsLineRow,
    'discount_amount' | 'delivery_fee' | 'tax_amount' | 'refunded_amount'
  >,
) => rows.reduce((sum, row) => sum + row[field], 0)

/**
 * The day's figures, summed from its orders: the same lines the orders' CSV lists, so the
 * two always agree to the penny. VAT is each order's own (rounded per order, as stored).
 */
export function sumTakings(rows: readonly TakingsLineRow[]): Sums {
  const of = (group: TakingsGroup) => rows.filter((r) => groupOf(r) === group)
  const taken = of('taken')
  const paidBy = (method: TakingsLineRow['payment_method']) =>
    tally(taken.filter((row) => row.payment_method === method))
  const refunded = taken.filter((row) => row.refunded_amount > 0)
  const { count, total } = tally(taken)
  const refundTotal = sumOf(refunded, 'refunded_amount')
  const lost = (group: 'rejected' | 'cancelled') => {
    const t = tally(of(group))
    return { count: t.count, value: t.total }
  }
  return {
    orders: count,
    total,
    byPayment: {
      cash: paidBy('cash'),
      card: paidBy('card'),
      online: paidBy('online'),
    },
    refunds: { count: refunded.length, total: refundTotal },
    net: total - refundTotal,
    discounts: sumOf(taken, 'discount_amount'),
    deliveryFees: sumOf(taken, 'delivery_fee'),
    vat: sumOf(taken, 'tax_amount'),
    pending: tally(of('pending')),
    forLater: tally(of('for-later')),
    rejected: lost('rejected'),
    cancelled: lost('cancelled'),
  }
}
