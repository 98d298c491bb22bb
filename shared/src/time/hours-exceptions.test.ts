import { describe, expect, it } from 'vitest'
import { hoursAround } from './hours-exceptions'
import { DELIVERY_HOURS, getOpeningState, OPENING_HOURS } from './opening-hours'

const closedOn = (date: string) => ({
  date,
  closed: true,
  open: null,
  close: null,
  deliveryOpen: null,
  deliveryClose: null,
  note: 'Christmas Day',
})

describe('hoursAround', () => {
  // Friday 25 December 2026, 19:00 in Belfast (GMT).
  const christmasEvening = new Date('2026-12-25T19:00:00Z')

  it('closes a day the owner closed, and only that day', () => {
    const hours = hoursAround(
      OPENING_HOURS,
      [closedOn('2026-12-25')],
      christmasEvening,
      'opening',
    )
    expect(getOpeningState(hours, christmasEvening).isOpen).toBe(false)
    expect(getOpeningState(OPENING_HOURS, christmasEvening).isOpen).toBe(true)
    // Boxing Day opens as usual.
    const state = getOpeningState(hours, christmasEvening)
    expect(state.nextOpeningAt?.toISOString()).toBe('2026-12-26T16:30:00.000Z')
  })

  it('gives other hours that evening, past midnight included', () => {
    const late = {
      date: '2026-12-31',
      closed: false,
      open: '18:00',
      close: '03:00',
      deliveryOpen: null,
      deliveryClose: null,
      note: "New Year's Eve",
    }
    const at0230 = new Date('2027-01-01T02:30:00Z')
    expect(
      getOpeningState(
        hoursAround(OPENING_HOURS, [late], at0230, 'opening'),
        at0230,
      ).isOpen,
    ).toBe(true)
    expect(getOpeningState(OPENING_HOURS, at0230).isOpen).toBe(false)
    // No deliveries that evening.
    const at2000 = new Date('2026-12-31T20:00:00Z')
    expect(
      getOpeningState(
        hoursAround(DELIVERY_HOURS, [late], at2000, 'delivery'),
        at2000,
      ).isOpen,
    ).toBe(false)
    expect(
      getOpeningState(
        hoursAround(OPENING_HOURS, [late], at2000, 'opening'),
        at2000,
      ).isOpen,
    ).toBe(true)
  })

  it('leaves the week alone without exceptions near', () => {
    expect(
      hoursAround(
        OPENING_HOURS,
        [closedOn('2027-03-17')],
        christmasEvening,
        'opening',
      ),
    ).toEqual(OPENING_HOURS)
  })
})
