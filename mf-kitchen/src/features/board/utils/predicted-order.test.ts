import { UNDO_WINDOW_MS } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { staffOrder } from '../../../test/kitchen-harness'
import { predictedOrder } from './predicted-order'

const NOW = Date.parse('2026-12-04T19:00:00.000Z')
const rules = { now: NOW, busyMinutes: 0, defaultReadyMinutes: 20 }
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()

describe('predictedOrder: a tap’s result as the API will answer it', () => {
  it('accepts with the quote and busy mode’s minutes, silenced and undoable', () => {
    const shown = predictedOrder(
      staffOrder({ order_type: 'delivery' }),
      { kind: 'accept', minutes: 30 },
      { ...rules, busyMinutes: 15 },
    )
    expect(shown).toMatchObject({
      order_status: 'preparing',
      next_status: 'out_for_delivery',
      ready_at: at(45),
      acknowledgedAt: new Date(NOW).toISOString(),
      undo: {
        status: 'pending',
        until: new Date(NOW + UNDO_WINDOW_MS).toISOString(),
      },
    })
  })

  it('makes an order for later for its time, less the drive', () => {
    const shown = predictedOrder(
      staffOrder({
        order_type: 'delivery',
        delivery_miles: 2,
        scheduled_for: at(90),
      }),
      { kind: 'accept', minutes: 20 },
      rules,
    )
    // 10 minutes to load and park and 3 a mile: ready 16 minutes before 20:30.
    expect(shown.ready_at).toBe(at(74))
  })

  it('moves a collection to ready and a delivery out, each to its own next step', () => {
    const collection = predictedOrder(
      staffOrder({
        order_type: 'collection',
        order_status: 'preparing',
        acknowledgedAt: at(-10),
        ready_at: at(5),
      }),
      { kind: 'advance' },
      rules,
    )
    expect(collection).toMatchObject({
      order_status: 'ready',
      next_status: 'delivered',
      ready_at: at(5),
      acknowledgedAt: at(-10),
      undo: { status: 'preparing' },
    })
  })

  it('undoes back to new without a ready time, and with no undo left', () => {
    const shown = predictedOrder(
      staffOrder({
        order_status: 'preparing',
        ready_at: at(20),
        undo: { status: 'pending', until: at(1) },
      }),
      { kind: 'undo' },
      rules,
    )
    expect(shown).toMatchObject({
      order_status: 'pending',
      next_status: 'preparing',
      ready_at: null,
      undo: null,
    })
  })

  it('rejects with the words the customer reads; prints and refunds are not foretold', () => {
    const order = staffOrder()
    expect(
      predictedOrder(
        order,
        { kind: 'reject', reason: 'too_busy', text: '', items: [] },
        rules,
      ),
    ).toMatchObject({
      order_status: 'rejected',
      reject_reason: 'The kitchen is too busy to take it right now.',
      undo: null,
    })
    expect(
      predictedOrder(order, { kind: 'print', reprint: false }, rules),
    ).toBe(order)
  })

  it('leaves a status this board does not know as it is', () => {
    const order = staffOrder({ order_status: 'at_the_door' })
    expect(predictedOrder(order, { kind: 'advance' }, rules)).toBe(order)
  })
})
