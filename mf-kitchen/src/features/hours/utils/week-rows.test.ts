import { describe, expect, it } from 'vitest'
import { toRows, toWeek } from './week-rows'

describe('week rows', () => {
  it('reads a missing day as closed and saves it as no entry', () => {
    const week = {
      opening: [
        { day: 5, open: '16:30', close: '02:00' },
        { day: 1, open: '16:30', close: '01:00' },
      ],
      delivery: [{ day: 1, open: '17:00', close: '01:00' }],
    }
    const rows = toRows(week)
    expect(rows.map((row) => row.day)).toEqual([1, 2, 3, 4, 5, 6, 0])
    expect(rows[1]?.opening).toEqual({ isClosed: true, open: '', close: '' })
    expect(toWeek(rows)).toEqual({
      opening: [
        { day: 1, open: '16:30', close: '01:00' },
        { day: 5, open: '16:30', close: '02:00' },
      ],
      delivery: [{ day: 1, open: '17:00', close: '01:00' }],
    })
  })
})
