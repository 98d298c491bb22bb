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
import { PRINTING_CLASS } from '../state/print-store'

const api = useKitchenApi()

const isPrinting = () => document.body.classList.contains(PRINTING_CLASS)

/** happy-dom has no window.print: a stand-in that notes what the page was like. */
function stubPrint() {
  const seen: { isPrinting: boolean; ticket: string | null }[] = []
  const print = vi.fn(() => {
    seen.push({
      isPrinting: isPrinting(),
      ticket: screen.queryByTestId('kitchen-ticket')?.textContent ?? null,
    })
  })
  vi.stubGlobal('print', print)
  return { print, seen }
}

describe('Kitchen ticket', () => {
  it('prints the order’s ticket on its own, marking the page only while it prints', async () => {
    signedInWith(api(), [
      staffOrder({
        order_status: 'preparing',
        next_status: 'out_for_delivery',
        acknowledgedAt: SERVER_TIME,
        createdAt: '2026-07-01T18:20:00.000Z',
        ready_at: '2026-07-01T18:45:00.000Z',
      }),
      staffOrder({ order_id: '1043', acknowledgedAt: SERVER_TIME }),
    ])
    const { print, seen } = stubPrint()
    const user = await openBoard()
    const card = screen.getByRole('article', { name: 'Order 1042' })
    await user.click(within(card).getByRole('button', { name: 'Print ticket' }))

    expect(print).toHaveBeenCalledTimes(1)
    expect(seen[0]?.isPrinting).toBe(true)
    const ticket = screen.getByTestId('kitchen-ticket')
    // Straight under the body, outside the shell's layout, which the print rules hide.
    expect(ticket.parentElement).toBe(document.body)
    const text = ticket.textContent ?? ''
    for (const part of [
      '1042',
      'Delivery',
      'Placed 1 Jul 2026 19:20',
      'Ready 19:45',
      'Niamh',
      '07700 900123',
      '12 Botanic Avenue, Flat 2, Belfast BT7 1JQ',
      '2× Adana Kebab',
      '+ Extra chilli',
      '“No onions”',
      'Note: Ring the bell',
      'Total £25.50',
      'Cash on delivery',
    ]) {
      expect(text).toContain(part)
    }
    expect(text).not.toContain('1043')
    expect(seen[0]?.ticket).toBe(text)

    window.dispatchEvent(new Event('afterprint'))
    await waitFor(() =>
      expect(screen.queryByTestId('kitchen-ticket')).toBeNull(),
    )
    expect(isPrinting()).toBe(false)
  })

  it('leaves the address off a collection ticket', async () => {
    signedInWith(api(), [
      staffOrder({ order_type: 'collection', acknowledgedAt: SERVER_TIME }),
    ])
    stubPrint()
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Print ticket' }))
    const text = screen.getByTestId('kitchen-ticket').textContent ?? ''
    expect(text).toContain('Collection')
    expect(text).toContain('Cash on collection')
    expect(text).not.toContain('Botanic Avenue')
  })

  it('prints the ticket when an order is accepted, if the shop asks for it', async () => {
    const order = staffOrder({ acknowledgedAt: SERVER_TIME })
    const board = kitchenBoard([order])
    signedInWith(api(), {
      ...board,
      settings: { ...board.settings, autoPrint: true },
    })
    api().on(
      'POST /staff/orders/1042/accept',
      actionReply({
        ...order,
        order_status: 'preparing',
        next_status: 'out_for_delivery',
        ready_at: '2026-07-01T18:45:00.000Z',
        updatedAt: new Date(Date.now() + 1000).toISOString(),
      }),
    )
    const { print, seen } = stubPrint()
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await user.click(screen.getByRole('button', { name: 'Accept (20 min)' }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    expect(seen[0]?.ticket).toContain('Ready 19:45')
  })

  it('does not print on accept when auto-print is off', async () => {
    const order = staffOrder({ acknowledgedAt: SERVER_TIME })
    signedInWith(api(), [order])
    api().on(
      'POST /staff/orders/1042/accept',
      actionReply({
        ...order,
        order_status: 'preparing',
        updatedAt: new Date(Date.now() + 1000).toISOString(),
      }),
    )
    const { print } = stubPrint()
    const user = await openBoard()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await user.click(screen.getByRole('button', { name: 'Accept (20 min)' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(print).not.toHaveBeenCalled()
  })
})
