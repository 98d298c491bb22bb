import type { StaffOrder, TicketPrint } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  actionReply,
  kitchenBoard,
  openBoard,
  SERVER_TIME,
  signedInWith,
  staffOrder,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const PRINTER = { address: '192.168.1.50:9100', model: 'epson-tm-m30iii' }
const REFUSED =
  'The printer at 192.168.1.50:9100 refused the connection: check it is switched on and on the network.'

const ticket = (print: Partial<TicketPrint>): TicketPrint => ({
  state: 'printed',
  error: null,
  attempts: 1,
  printedAt: '2026-07-01T18:02:00.000Z',
  updatedAt: '2026-07-01T18:02:00.000Z',
  ...print,
})

const preparing = (overrides: Partial<StaffOrder> = {}) =>
  staffOrder({
    order_status: 'preparing',
    next_status: 'out_for_delivery',
    acknowledgedAt: SERVER_TIME,
    ...overrides,
  })

/** A board whose API prints tickets on the kitchen's printer. */
function withPrinter(orders: StaffOrder[], autoPrint = false) {
  const board = kitchenBoard(orders)
  signedInWith(api(), {
    ...board,
    settings: { ...board.settings, printer: PRINTER, autoPrint },
  })
}

const card = () => screen.getByRole('article', { name: 'Order 1042' })

describe('PrintState on the card', () => {
  it('says a ticket did not print and why, and Retry prints it on the printer', async () => {
    withPrinter([
      preparing({ print: ticket({ state: 'failed', error: REFUSED }) }),
    ])
    api().on(
      'POST /staff/orders/1042/print',
      actionReply(preparing({ print: ticket({ attempts: 2 }) })),
    )
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = await openBoard()

    const alert = within(card()).getByRole('alert')
    expect(alert.textContent).toBe(`Not printed — ${REFUSED}`)
    await user.click(within(card()).getByRole('button', { name: 'Retry' }))

    expect(await within(card()).findByText('Printed 19:02')).toBeTruthy()
    expect(within(card()).queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(api().bodiesOf('POST /staff/orders/1042/print')).toEqual([
      { reprint: false },
    ])
    expect(print).not.toHaveBeenCalled()
  })

  it('offers the browser’s print when the printer is off', async () => {
    withPrinter([
      preparing({ print: ticket({ state: 'failed', error: REFUSED }) }),
    ])
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = await openBoard()
    await user.click(within(card()).getByRole('button', { name: 'Print here' }))
    expect(print).toHaveBeenCalledTimes(1)
    expect(api().bodiesOf('POST /staff/orders/1042/print')).toEqual([])
  })

  it('shows what another tablet’s print did, as the stream tells it', async () => {
    withPrinter([preparing()])
    api().on(
      'POST /staff/orders/1042/print',
      actionReply(preparing({ print: ticket({ attempts: 2 }) })),
    )
    const user = await openBoard()
    expect(within(card()).queryByText(/Print(ed|ing)/)).toBeNull()
    api().push(
      'GET /staff/board/events',
      'order',
      preparing({ print: ticket({ state: 'printing', printedAt: null }) }),
    )
    expect(await within(card()).findByText('Printing ticket…')).toBeTruthy()
    api().push(
      'GET /staff/board/events',
      'order',
      preparing({ print: ticket({}) }),
    )
    expect(await within(card()).findByText('Printed 19:02')).toBeTruthy()
    expect(
      within(card()).getByRole('button', { name: 'Reprint ticket' }),
    ).toBeTruthy()
    await user.click(
      within(card()).getByRole('button', { name: 'Reprint ticket' }),
    )
    await waitFor(() =>
      expect(api().bodiesOf('POST /staff/orders/1042/print')).toEqual([
        { reprint: true },
      ]),
    )
  })

  it('sends Print ticket to the printer, not the browser, when there is one', async () => {
    withPrinter([preparing()])
    api().on(
      'POST /staff/orders/1042/print',
      actionReply(preparing({ print: ticket({}) })),
    )
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = await openBoard()
    await user.click(
      within(card()).getByRole('button', { name: 'Print ticket' }),
    )
    expect(await within(card()).findByText('Printed 19:02')).toBeTruthy()
    expect(print).not.toHaveBeenCalled()
  })

  it('leaves auto-print on accepting to the printer', async () => {
    const order = staffOrder({ acknowledgedAt: SERVER_TIME })
    withPrinter([order], true)
    api().on(
      'POST /staff/orders/1042/accept',
      actionReply(
        preparing({
          updatedAt: new Date(Date.now() + 1000).toISOString(),
          print: ticket({ state: 'printing', printedAt: null }),
        }),
      ),
    )
    const print = vi.fn()
    vi.stubGlobal('print', print)
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await user.click(screen.getByRole('button', { name: 'Accept (20 min)' }))
    // The card moves to Preparing: a new card, so it is looked up on each try.
    await waitFor(() =>
      expect(within(card()).getByText('Printing ticket…')).toBeTruthy(),
    )
    expect(print).not.toHaveBeenCalled()
  })
})
