import { DELIVERY_HOURS, OPENING_HOURS } from '@food/shared/time'
import type { HoursException, ShopHours } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const CHRISTMAS: HoursException = {
  date: '2026-12-25',
  closed: true,
  open: null,
  close: null,
  deliveryOpen: null,
  deliveryClose: null,
  note: 'Christmas Day',
}

const HOURS: ShopHours = {
  opening: [...OPENING_HOURS],
  delivery: [...DELIVERY_HOURS],
  exceptions: [CHRISTMAS],
}

const reply = (data: ShopHours, message = '') => ({
  body: { status: true, message, data },
})

const day = (name: string) => screen.getByRole('group', { name })
const service = (name: string, kind: 'Open' | 'Delivery') =>
  within(day(name)).getByRole('group', { name: `${kind} on ${name}` })

async function openHours() {
  signedInWith(api(), [])
  api().on('GET /staff/hours', reply(HOURS))
  const user = renderKitchen('/kitchen/hours')
  await screen.findByRole('heading', { name: 'Every week' })
  return user
}

describe('HoursPage', () => {
  it('shows the week, Monday first, and the exceptions', async () => {
    await openHours()
    const friday = service('Friday', 'Open')
    expect(
      (within(friday).getByLabelText('From') as HTMLInputElement).value,
    ).toBe('16:30')
    expect(
      (within(friday).getByLabelText('Until') as HTMLInputElement).value,
    ).toBe('02:00')
    const week = screen.getByRole('heading', { name: 'Every week' })
      .parentElement as HTMLElement
    expect(
      within(week)
        .getAllByRole('group')
        .filter((group) => group.parentElement === week)
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(screen.getByText(/Closed all day · Christmas Day/)).toBeTruthy()
  })

  it('checks every time is HH:MM before saving, then saves the week', async () => {
    const user = await openHours()
    const monday = service('Monday', 'Open')
    await user.clear(within(monday).getByLabelText('Until'))
    await user.click(screen.getByRole('button', { name: 'Save the week' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Monday, opening end: Times must be like 17:00 (HH:MM).',
    )
    expect(document.activeElement).toBe(within(monday).getByLabelText('Until'))
    expect(api().bodiesOf('POST /staff/hours')).toEqual([])

    await user.type(within(monday).getByLabelText('Until'), '23:30')
    // Closed on Tuesdays: no entry for that day, either service.
    await user.click(
      within(service('Tuesday', 'Open')).getByLabelText('Closed'),
    )
    await user.click(
      within(service('Tuesday', 'Delivery')).getByLabelText('No delivery'),
    )
    const saved = {
      opening: HOURS.opening
        .filter((hours) => hours.day !== 2)
        .map((hours) =>
          hours.day === 1 ? { ...hours, close: '23:30' } : hours,
        ),
      delivery: HOURS.delivery.filter((hours) => hours.day !== 2),
    }
    api().on(
      'POST /staff/hours',
      reply({ ...HOURS, ...saved }, 'The hours are saved.'),
    )
    await user.click(screen.getByRole('button', { name: 'Save the week' }))
    expect(await screen.findByText('The hours are saved.')).toBeTruthy()
    const [sent] = api().bodiesOf('POST /staff/hours') as (typeof saved)[]
    const byDay = (list: { day: number }[]) =>
      [...list].sort((a, b) => a.day - b.day)
    expect(byDay(sent?.opening ?? [])).toEqual(byDay(saved.opening))
    expect(byDay(sent?.delivery ?? [])).toEqual(byDay(saved.delivery))
  })

  it('adds an exception with other hours, after checking its times', async () => {
    const user = await openHours()
    const form = screen.getByRole('heading', { name: 'Add an exception' })
      .parentElement as HTMLElement
    await user.type(within(form).getByLabelText('Date'), '2026-12-24')
    await user.click(within(form).getByLabelText('Different hours'))
    await user.type(within(form).getByLabelText('Opens'), '16:30')
    await user.click(
      within(form).getByRole('button', { name: 'Add exception' }),
    )
    expect(within(form).getByRole('alert').textContent).toBe(
      'Closes: Times must be like 17:00 (HH:MM).',
    )
    expect(api().bodiesOf('POST /staff/hours/exceptions')).toEqual([])

    await user.type(within(form).getByLabelText('Closes'), '22:00')
    await user.type(
      within(form).getByLabelText('Note (optional)'),
      'Christmas Eve',
    )
    const eve: HoursException = {
      date: '2026-12-24',
      closed: false,
      open: '16:30',
      close: '22:00',
      deliveryOpen: null,
      deliveryClose: null,
      note: 'Christmas Eve',
    }
    api().on(
      'POST /staff/hours/exceptions',
      reply({ ...HOURS, exceptions: [eve, CHRISTMAS] }, 'Exception added.'),
    )
    await user.click(
      within(form).getByRole('button', { name: 'Add exception' }),
    )
    expect(await screen.findByText('Exception added.')).toBeTruthy()
    expect(api().bodiesOf('POST /staff/hours/exceptions')).toEqual([
      {
        date: '2026-12-24',
        closed: false,
        open: '16:30',
        close: '22:00',
        note: 'Christmas Eve',
      },
    ])
    expect(
      screen.getByText(/Open 16:30–22:00, no delivery · Christmas Eve/),
    ).toBeTruthy()
    expect(
      (within(form).getByLabelText('Date') as HTMLInputElement).value,
    ).toBe('')
  })

  it('adds a closed day and removes an exception', async () => {
    const user = await openHours()
    const form = screen.getByRole('heading', { name: 'Add an exception' })
      .parentElement as HTMLElement
    await user.click(
      within(form).getByRole('button', { name: 'Add exception' }),
    )
    expect(within(form).getByRole('alert').textContent).toBe('Choose the date.')

    await user.type(within(form).getByLabelText('Date'), '2026-12-26')
    api().on('POST /staff/hours/exceptions', reply(HOURS, 'Exception added.'))
    await user.click(
      within(form).getByRole('button', { name: 'Add exception' }),
    )
    await screen.findByText('Exception added.')
    expect(api().bodiesOf('POST /staff/hours/exceptions')).toEqual([
      { date: '2026-12-26', closed: true, note: '' },
    ])

    api().on(
      'POST /staff/hours/exceptions/2026-12-25/remove',
      reply({ ...HOURS, exceptions: [] }, 'Exception removed.'),
    )
    await user.click(
      screen.getByRole('button', {
        name: 'Remove the exception on 25 Dec 2026',
      }),
    )
    expect(await screen.findByText('Exception removed.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(/Christmas Day/)).toBeNull())
    expect(
      screen.getByText('No exceptions: every day keeps the week’s hours.'),
    ).toBeTruthy()
  })
})
