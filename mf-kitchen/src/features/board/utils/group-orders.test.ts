import { describe, expect, it } from 'vitest'
import { staffOrder } from '../../../test/kitchen-harness'
import {
  groupOrders,
  minutesLate,
  ringingOrders,
  withOrder,
} from './group-orders'

const now = Date.parse('2026-03-04T19:00:00Z')
const at = (iso: string) => new Date(iso).toISOString()

describe('orders for later on the board', () => {
  const placed = at('2026-03-04T18:50:00Z')
  const order = (id: string, scheduled_for: string | null) =>
    staffOrder({ order_id: id, createdAt: placed, scheduled_for })

  it.each([
    ['as soon as possible: new, ringing', null, 'pending', true],
    [
      'for 20:30: held in Scheduled, quiet',
      at('2026-03-04T20:30:00Z'),
      'scheduled',
      false,
    ],
    [
      'for 19:31: still held a minute more',
      at('2026-03-04T19:31:00Z'),
      'scheduled',
      false,
    ],
    [
      'for 19:30: due, new and ringing',
      at('2026-03-04T19:30:00Z'),
      'pending',
      true,
    ],
  ] as const)('%s', (_label, scheduled, column, isRinging) => {
    const orders = [order('1', scheduled)]
    expect(groupOrders(orders, now)[column]).toHaveLength(1)
    expect(ringingOrders(orders, now)).toHaveLength(isRinging ? 1 : 0)
  })

  it.each([
    ['as soon as possible', null],
    ['for later, placed after its ring time', at('2026-03-04T19:20:00Z')],
  ] as const)(
    'rings an order placed a moment ahead of the board’s clock (%s)',
    (_label, scheduled) => {
      const ahead = staffOrder({
        order_id: '4',
        createdAt: new Date(now + 2000).toISOString(),
        scheduled_for: scheduled,
      })
      expect(groupOrders([ahead], now).pending).toHaveLength(1)
      expect(groupOrders([ahead], now).scheduled).toHaveLength(0)
      expect(ringingOrders([ahead], now)).toHaveLength(1)
    },
  )

  it('lists the scheduled soonest first', () => {
    const groups = groupOrders(
      [
        order('2', at('2026-03-04T21:00:00Z')),
        order('3', at('2026-03-04T20:00:00Z')),
      ],
      now,
    )
    expect(groups.scheduled.map((o) => o.order_id)).toEqual(['3', '2'])
  })
})

describe('withOrder and the ticket’s printing', () => {
  const updatedAt = at('2026-03-04T18:55:00Z')
  const printing = (state: 'printing' | 'printed', second: number) =>
    staffOrder({
      updatedAt,
      print: {
        state,
        error: null,
        attempts: 1,
        printedAt: null,
        updatedAt: at(`2026-03-04T18:56:0${second}Z`),
      },
    })

  it('keeps "printed" when an older "printing" arrives after it', () => {
    const board = withOrder([printing('printed', 2)], printing('printing', 1))
    expect(board.map((order) => order.print?.state)).toEqual(['printed'])
  })

  it('takes a newer print state of an order that did not change', () => {
    const board = withOrder([printing('printing', 1)], printing('printed', 2))
    expect(board.map((order) => order.print?.state)).toEqual(['printed'])
  })
})

describe('late orders', () => {
  const preparing = (id: string, readyAt: string, createdAt: string) =>
    staffOrder({
      order_id: id,
      order_status: 'preparing',
      ready_at: at(readyAt),
      createdAt: at(createdAt),
    })

  it.each([
    ['before its ready time', '2026-03-04T19:05:00Z', 0],
    ['at its ready time to the second', '2026-03-04T19:00:00Z', 0],
    ['seconds past it', '2026-03-04T18:59:30Z', 1],
    ['4½ minutes past it', '2026-03-04T18:55:30Z', 4],
  ] as const)('is %s: %i min late', (_label, readyAt, late) => {
    expect(
      minutesLate(preparing('1', readyAt, '2026-03-04T18:30:00Z'), now),
    ).toBe(late)
  })

  it('is never late waiting on the counter, but is on the road', () => {
    const ready = staffOrder({
      order_status: 'ready',
      ready_at: at('2026-03-04T18:40:00Z'),
    })
    expect(minutesLate(ready, now)).toBe(0)
    const out = staffOrder({
      order_status: 'out_for_delivery',
      ready_at: at('2026-03-04T18:40:00Z'),
    })
    expect(minutesLate(out, now)).toBe(20)
  })

  it('puts late orders first, the latest at the top, then the rest oldest first', () => {
    const groups = groupOrders(
      [
        preparing(
          'on-time-old',
          '2026-03-04T19:10:00Z',
          '2026-03-04T18:20:00Z',
        ),
        preparing('late-2', '2026-03-04T18:58:00Z', '2026-03-04T18:40:00Z'),
        preparing('late-9', '2026-03-04T18:51:00Z', '2026-03-04T18:45:00Z'),
        preparing(
          'on-time-new',
          '2026-03-04T19:20:00Z',
          '2026-03-04T18:50:00Z',
        ),
      ],
      now,
    )
    expect(groups.preparing.map((o) => o.order_id)).toEqual([
      'late-9',
      'late-2',
      'on-time-old',
      'on-time-new',
    ])
  })
})

describe('withOrder', () => {
  const updatedAt = at('2026-03-04T18:55:00Z')
  it('puts a changed order in its own place and a new one last, leaving the others as they were', () => {
    const placed = (id: string) =>
      staffOrder({ _id: id, order_id: id, updatedAt })
    const a = placed('a')
    const b = placed('b')
    const c = placed('c')
    const changed = {
      ...b,
      order_status: 'preparing',
      updatedAt: at('2026-03-04T18:56:00Z'),
    }
    const board = withOrder([a, b, c], changed)
    // The same objects at the same places: their cards need not be drawn again.
    expect(board).toEqual([a, changed, c])
    expect(board[0]).toBe(a)
    expect(board[2]).toBe(c)
    const d = staffOrder({ _id: 'd', order_id: 'd' })
    expect(withOrder(board, d).map((order) => order._id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })
})
