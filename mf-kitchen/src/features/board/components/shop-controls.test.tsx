import { expectConsole } from '@food/shared/testing/server'
import { formatShopTime } from '@food/shared/time'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  openBoard,
  SERVER_TIME,
  shopStateReply,
  signedInWith,
  staffOrder,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const inAnHour = new Date(Date.now() + 60 * 60_000).toISOString()
const shopTime = (iso: string) => formatShopTime(new Date(iso))

describe('Busy mode and the pause', () => {
  it('starts busy mode with the minutes and the length chosen, says so on the board and in the quote, and ends it', async () => {
    signedInWith(api(), [staffOrder({ acknowledgedAt: SERVER_TIME })])
    api().on(
      'POST /staff/shop/busy',
      shopStateReply(
        { busy: { minutes: 30, until: inAnHour } },
        'Busy: every quote gets 30 more minutes.',
      ),
    )
    const user = await openBoard()
    expect(screen.getByText('Not busy')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Busy mode…' }))
    const dialog = screen.getByRole('dialog', { name: 'Busy mode' })
    await user.click(within(dialog).getByLabelText('+30 min'))
    await user.click(within(dialog).getByLabelText('2 h'))
    await user.click(
      within(dialog).getByRole('button', { name: 'Start busy mode (+30 min)' }),
    )
    expect(
      await screen.findByText(`Busy: +30 min until ${shopTime(inAnHour)}`),
    ).toBeTruthy()
    expect(api().bodiesOf('POST /staff/shop/busy')).toEqual([
      { minutes: 30, forMinutes: 120 },
    ])
    // Said in a polite live region.
    expect(
      screen
        .getByText('Busy: every quote gets 30 more minutes.')
        .getAttribute('role'),
    ).toBe('status')

    // The server adds busy mode's minutes to the quote: the dialog says so.
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    const accept = screen.getByRole('dialog', { name: 'Accept order 1042' })
    expect(
      within(accept).getByText(/^Ready in 20 min \(\+30 busy\) → \d\d:\d\d$/),
    ).toBeTruthy()
    await user.click(within(accept).getByRole('button', { name: 'Back' }))

    api().on(
      'POST /staff/shop/busy/end',
      shopStateReply({}, 'Busy mode is off.'),
    )
    await user.click(screen.getByRole('button', { name: 'End busy mode' }))
    expect(await screen.findByText('Busy mode is off.')).toBeTruthy()
    expect(screen.getByText('Not busy')).toBeTruthy()
    expect(api().bodiesOf('POST /staff/shop/busy/end')).toEqual([undefined])
  })

  it('pauses online orders for 15 minutes with a preset reason, and resumes them', async () => {
    signedInWith(api(), [])
    const pausedUntil = inAnHour
    api().on(
      'POST /staff/shop/pause',
      shopStateReply(
        { pause: { until: pausedUntil, reason: 'short-staffed' } },
        'Online orders are paused.',
      ),
    )
    const user = await openBoard()
    expect(screen.getByText('Taking online orders')).toBeTruthy()
    await user.click(
      screen.getByRole('button', { name: 'Pause online orders…' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Pause online orders' })
    await user.click(within(dialog).getByLabelText('For 15 minutes'))
    await user.click(within(dialog).getByLabelText('Short-staffed'))
    // The board's clock ticks each second (useServerNow), later on a busy machine: the
    // dialog's now may be a few seconds old, so across a minute's turn it says the minute before.
    const before = formatShopTime(new Date(Date.now() - 5_000 + 15 * 60_000))
    await user.click(
      within(dialog).getByRole('button', { name: 'Pause online orders' }),
    )
    const after = formatShopTime(new Date(Date.now() + 15 * 60_000))
    expect(
      await screen.findByText(
        `Online orders paused until ${shopTime(pausedUntil)}: short-staffed`,
      ),
    ).toBeTruthy()
    const [sent] = api().bodiesOf('POST /staff/shop/pause') as {
      until: string
      reason: string
    }[]
    expect(sent?.reason).toBe('short-staffed')
    expect([before, after]).toContain(sent?.until)

    api().on(
      'POST /staff/shop/resume',
      shopStateReply({}, 'Online orders are open again.'),
    )
    await user.click(
      screen.getByRole('button', { name: 'Resume online orders' }),
    )
    expect(
      await screen.findByText('Online orders are open again.'),
    ).toBeTruthy()
    expect(screen.getByText('Taking online orders')).toBeTruthy()
    expect(api().bodiesOf('POST /staff/shop/resume')).toEqual([undefined])
  })

  it('pauses until a time typed in, with words of the member’s own; a time is needed', async () => {
    signedInWith(api(), [])
    api().on(
      'POST /staff/shop/pause',
      shopStateReply({ pause: { until: inAnHour, reason: 'oven repair' } }),
    )
    const user = await openBoard()
    await user.click(
      screen.getByRole('button', { name: 'Pause online orders…' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Pause online orders' })
    await user.click(within(dialog).getByLabelText('Until a time'))
    await user.click(within(dialog).getByLabelText('Other'))
    await user.type(within(dialog).getByLabelText('Your reason'), 'oven repair')
    const submit = within(dialog).getByRole('button', {
      name: 'Pause online orders',
    })
    await user.click(submit)
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Times must be like 17:00 (HH:MM).',
    )
    expect(api().bodiesOf('POST /staff/shop/pause')).toEqual([])

    await user.type(
      within(dialog).getByLabelText('Until (24-hour clock)'),
      '19:30',
    )
    await user.click(submit)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf('POST /staff/shop/pause')).toEqual([
      { until: '19:30', reason: 'oven repair' },
    ])
  })

  it('shows a busy mode already on, and the server’s refusal in the dialog', async () => {
    expectConsole('error', /busy\/end 400/)
    signedInWith(api(), [])
    api().on(
      'GET /staff/shop',
      shopStateReply({ busy: { minutes: 10, until: inAnHour } }),
    )
    const user = await openBoard()
    expect(
      await screen.findByText(`Busy: +10 min until ${shopTime(inAnHour)}`),
    ).toBeTruthy()
    api().on('POST /staff/shop/busy/end', {
      status: 400,
      body: { status: false, message: 'Busy mode has already ended.' },
    })
    await user.click(screen.getByRole('button', { name: 'End busy mode' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Busy mode has already ended.',
    )
  })
})
