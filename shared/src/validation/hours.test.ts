import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES as M } from '../types/messages'
import { hoursExceptionSchema, isShopTime, weekHoursSchema } from './hours'

describe('shop hours', () => {
  it.each([
    ['17:00', true],
    ['01:30', true],
    ['23:59', true],
    ['24:00', false],
    ['7:00', false],
    ['17:60', false],
    ['', false],
  ])('%j is a shop time: %s', (value, expected) => {
    expect(isShopTime(value)).toBe(expected)
  })

  it('names the time that is not HH:MM in a week', () => {
    const result = weekHoursSchema.safeParse({
      opening: [{ day: 1, open: '16:30', close: '1am' }],
      delivery: [],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['opening', 0, 'close'],
      message: M.shopTime,
    })
  })

  it.each([
    [{ date: '2026-12-25', closed: true }, true],
    [
      { date: '2026-12-24', closed: false, open: '16:30', close: '22:00' },
      true,
    ],
    [{ date: '2026-12-24', closed: false, open: '16:30' }, false],
    [
      {
        date: '2026-12-24',
        closed: false,
        open: '16:30',
        close: '22:00',
        deliveryOpen: '17:00',
      },
      false,
    ],
    [{ date: '', closed: true }, false],
  ])('exception %j is valid: %s', (value, expected) => {
    expect(hoursExceptionSchema.safeParse(value).success).toBe(expected)
  })
})
