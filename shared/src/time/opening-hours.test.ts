import { describe, expect, it } from 'vitest'
import {
  DELIVERY_HOURS,
  describeOpeningState,
  getOpeningState,
  OPENING_HOURS,
  toMinutes,
  zonedTimeToDate,
} from './opening-hours'

// Instants are written in UTC; the comment gives the local time in Belfast.
const cases: Array<[string, string, boolean, string]> = [
  // winter (GMT = UTC)
  ['Tue 16:29 GMT', '2025-01-07T16:29:00Z', false, 'We open today at 16:30'],
  ['Tue 16:30 GMT', '2025-01-07T16:30:00Z', true, 'Open until 01:00'],
  ['Tue 23:59 GMT', '2025-01-07T23:59:00Z', true, 'Open until 01:00'],
  ['Wed 00:59 GMT (Tuesday night)', '2025-01-08T00:59:00Z', true, '01:00'],
  ['Wed 01:00 GMT', '2025-01-08T01:00:00Z', false, 'We open today at 16:30'],
  ['Tue 01:30 GMT', '2025-01-07T01:30:00Z', false, 'today at 16:30'],
  [
    'Sat 01:30 GMT (Friday runs to 02:00)',
    '2025-01-11T01:30:00Z',
    true,
    '02:00',
  ],
  [
    'Sun 01:30 GMT (Saturday runs to 02:00)',
    '2025-01-12T01:30:00Z',
    true,
    '02:00',
  ],
  ['Sun 02:00 GMT', '2025-01-12T02:00:00Z', false, 'today at 16:30'],
  [
    'Mon 01:30 GMT (Sunday ends at 01:00)',
    '2025-01-13T01:30:00Z',
    false,
    'today',
  ],
  // summer (BST = UTC+1)
  ['Tue 16:45 BST', '2025-07-01T15:45:00Z', true, 'Open until 01:00'],
  ['Tue 16:15 BST', '2025-07-01T15:15:00Z', false, 'We open today at 16:30'],
  ['Sat 01:59 BST', '2025-07-05T00:59:00Z', true, 'Open until 02:00'],
  ['Sat 02:00 BST', '2025-07-05T01:00:00Z', false, 'today at 16:30'],
  // spring forward: Sun 30 Mar 2025, 01:00 GMT becomes 02:00 BST
  ['Sun 00:59 GMT before the change', '2025-03-30T00:59:00Z', true, '02:00'],
  [
    'Sun 02:00 BST just after the change',
    '2025-03-30T01:00:00Z',
    false,
    'today',
  ],
  // fall back: Sun 26 Oct 2025, 02:00 BST becomes 01:00 GMT
  ['Sun 01:30 BST first time', '2025-10-26T00:30:00Z', true, '02:00'],
  ['Sun 01:30 GMT second time', '2025-10-26T01:30:00Z', true, '02:00'],
  ['Sun 02:00 GMT after the change', '2025-10-26T02:00:00Z', false, 'today'],
]

describe('getOpeningState with the SPEC opening hours', () => {
  it.each(cases)('%s (%s) is open: %s', (_label, iso, isOpen, text) => {
    const state = getOpeningState(OPENING_HOURS, new Date(iso))
    expect(state.isOpen).toBe(isOpen)
    expect(describeOpeningState(state)).toContain(text)
  })
})

describe('next opening instant', () => {
  it.each([
    ['winter, same day', '2025-01-07T10:00:00Z', '2025-01-07T16:30:00.000Z'],
    ['summer, same day', '2025-07-01T10:00:00Z', '2025-07-01T15:30:00.000Z'],
    [
      'day of spring forward',
      '2025-03-30T03:00:00Z',
      '2025-03-30T15:30:00.000Z',
    ],
    ['day of fall back', '2025-10-26T03:00:00Z', '2025-10-26T16:30:00.000Z'],
    [
      'across the spring change',
      '2025-03-29T03:00:00Z',
      '2025-03-29T16:30:00.000Z',
    ],
  ])('%s', (_label, iso, expected) => {
    const state = getOpeningState(OPENING_HOURS, new Date(iso))
    expect(state.nextOpeningAt?.toISOString()).toBe(expected)
  })

  it('says tomorrow or the weekday when the next opening is later', () => {
    const onlySaturday = [{ day: 6, open: '12:00', close: '14:00' }]
    const friday = getOpeningState(
      onlySaturday,
      new Date('2025-01-10T15:00:00Z'),
    )
    expect(describeOpeningState(friday)).toBe('We open tomorrow at 12:00.')
    const monday = getOpeningState(
      onlySaturday,
      new Date('2025-01-06T15:00:00Z'),
    )
    expect(describeOpeningState(monday)).toBe('We open on Saturday at 12:00.')
    expect(monday.nextOpeningAt?.toISOString()).toBe('2025-01-11T12:00:00.000Z')
  })

  it('is closed with no next opening when the week has no hours', () => {
    const state = getOpeningState([], new Date('2025-01-07T18:00:00Z'))
    expect(state).toMatchObject({ isOpen: false, nextOpeningAt: null })
    expect(describeOpeningState(state)).toBe('')
  })
})

describe('constants and helpers', () => {
  it('holds the SPEC hours', () => {
    expect(OPENING_HOURS).toHaveLength(7)
    expect(OPENING_HOURS.find((d) => d.day === 5)?.close).toBe('02:00')
    expect(OPENING_HOURS.find((d) => d.day === 1)).toEqual({
      day: 1,
      open: '16:30',
      close: '01:00',
    })
    expect(DELIVERY_HOURS.every((d) => d.open === '17:00')).toBe(true)
  })

  it('converts local times to instants on both sides of DST', () => {
    const local = {
      year: 2025,
      month: 6,
      dayOfMonth: 1,
      minutes: toMinutes('17:00'),
    }
    expect(zonedTimeToDate(local).toISOString()).toBe(
      '2025-06-01T16:00:00.000Z',
    )
    expect(zonedTimeToDate({ ...local, month: 12 }).toISOString()).toBe(
      '2025-12-01T17:00:00.000Z',
    )
  })

  it('rejects malformed times', () => {
    expect(() => toMinutes('4pm')).toThrow('Invalid time')
  })
})
