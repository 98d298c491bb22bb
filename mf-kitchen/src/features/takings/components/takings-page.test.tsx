import { expectConsole } from '@food/shared/testing/server'
import type { Takings } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'
import { REPORT_PRINTING_CLASS } from './end-of-night-report'

const api = useKitchenApi()

const takings = (day: string, total: number): Takings => ({
  day,
  from: `${day}T05:00:00.000Z`,
  to: `${day}T05:00:00.000Z`,
  orders: 15,
  total,
  byPayment: {
    cash: { count: 5, total: 6250 },
    card: { count: 7, total: 9150 },
    online: { count: 3, total: 4100 },
  },
  refunds: { count: 1, total: 350 },
  net: total - 350,
  discounts: 840,
  deliveryFees: 1500,
  vat: 3250,
  vatRatePercent: 20,
  pending: { count: 2, total: 3100 },
  forLater: { count: 1, total: 1800 },
  rejected: { count: 1, value: 2300 },
  cancelled: { count: 0, value: 0 },
  medianAcknowledgeSeconds: 45,
  medianPreparationSeconds: 1230,
})

const figure = (term: string) =>
  screen.getByText(term).closest('div')?.querySelector('dd')?.textContent

describe('TakingsPage', () => {
  it('shows today’s figures, then the day chosen', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/takings', () => {
      const day = api()
        .requests.at(-1)
        ?.url.match(/day=([\d-]+)/)?.[1]
      return {
        body: {
          status: true,
          data: day ? takings(day, 4200) : takings('2026-11-20', 19500),
        },
      }
    })
    const user = renderKitchen('/kitchen/takings')
    expect(await screen.findByText('20 Nov 2026')).toBeTruthy()
    expect(screen.getByText(/runs past midnight/)).toBeTruthy()
    const taken = within(
      screen.getByRole('region', {
        name: 'Taken: orders the kitchen accepted',
      }),
    )
    const figureIn = (term: string) =>
      taken.getByText(term).closest('div')?.querySelector('dd')?.textContent
    expect(figureIn('Total taken')).toBe('£195.00 (15 orders)')
    expect(figureIn('Cash')).toBe('£62.50 (5 orders)')
    expect(figureIn('Card on delivery')).toBe('£91.50 (7 orders)')
    expect(figureIn('Paid online')).toBe('£41.00 (3 orders)')
    expect(figureIn('Refunds')).toBe('£3.50 (1 order)')
    expect(figureIn('Net takings')).toBe('£191.50')
    expect(figureIn('VAT at 20% (included)')).toBe('£32.50')
    expect(figureIn('Discounts given')).toBe('£8.40')
    expect(figureIn('Delivery fees')).toBe('£15.00')
    const apart = within(screen.getByRole('region', { name: 'Not taken' }))
    const apartFigure = (term: string) =>
      apart.getByText(term).closest('div')?.querySelector('dd')?.textContent
    expect(apartFigure('Not answered yet')).toBe('£31.00 (2 orders)')
    expect(apartFigure('For later, not accepted yet')).toBe('£18.00 (1 order)')
    expect(apartFigure('Rejected')).toBe('1 order, £23.00')
    expect(apartFigure('Cancelled')).toBe('0 orders, £0.00')
    expect(figure('Median time to answer')).toBe('45 s')
    expect(figure('Median preparation time')).toBe('20 min 30 s')
    expect(
      api().requests.find((r) => r.route === 'GET /staff/takings')?.url,
    ).toBe('/staff/takings')

    const day = screen.getByLabelText('Trading day') as HTMLInputElement
    expect(day.value).toBe('2026-11-20')
    expect(day.max).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await user.clear(day)
    await user.type(day, '2026-11-14')
    expect(await screen.findByText('14 Nov 2026')).toBeTruthy()
    expect(figure('Total taken')).toBe('£42.00 (15 orders)')
    expect(api().requests.at(-1)?.url).toBe('/staff/takings?day=2026-11-14')
  })

  it('downloads the figures and the orders as two CSV files, with the staff token', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/takings', {
      body: { status: true, data: takings('2026-11-20', 19500) },
    })
    api().on('GET /staff/takings.csv', {
      file: { type: 'text/csv; charset=utf-8', text: 'Figure\r\n' },
    })
    api().on('GET /staff/takings/orders.csv', {
      file: { type: 'text/csv; charset=utf-8', text: 'Time\r\n' },
    })
    const saved: { name: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href })
    })
    const user = renderKitchen('/kitchen/takings')
    await screen.findByText('20 Nov 2026')
    await user.click(
      screen.getByRole('button', { name: 'Download figures (CSV)' }),
    )
    await waitFor(() => expect(saved).toHaveLength(1))
    await user.click(
      screen.getByRole('button', { name: 'Download orders (CSV)' }),
    )
    await waitFor(() => expect(saved).toHaveLength(2))
    expect(saved.map((file) => file.name)).toEqual([
      'takings-2026-11-20.csv',
      'takings-orders-2026-11-20.csv',
    ])
    expect(saved[0]?.href).toMatch(/^blob:/)
    for (const route of [
      'GET /staff/takings.csv',
      'GET /staff/takings/orders.csv',
    ]) {
      const request = api().requests.find((r) => r.route === route)
      expect(request?.authorization, route).toBe('Bearer staff-token')
    }
  })

  it('says what went wrong when a CSV cannot be downloaded', async () => {
    expectConsole('error', /orders\.csv 500/)
    signedInWith(api(), [])
    api().on('GET /staff/takings', {
      body: { status: true, data: takings('2026-11-20', 19500) },
    })
    api().on('GET /staff/takings/orders.csv', {
      status: 500,
      body: { status: false, message: 'Something went wrong on our side.' },
    })
    const user = renderKitchen('/kitchen/takings')
    await screen.findByText('20 Nov 2026')
    await user.click(
      screen.getByRole('button', { name: 'Download orders (CSV)' }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong on our side.',
    )
  })
})

describe('the end-of-night report', () => {
  it('gives the drawer, card, online, refunds and VAT, and prints on its own at 80 mm', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/takings', {
      body: { status: true, data: takings('2026-11-20', 19500) },
    })
    const seen: {
      isPrinting: boolean
      paper: string | null
      isUnderBody: boolean
    }[] = []
    vi.stubGlobal(
      'print',
      vi.fn(() => {
        const printed = screen.queryByTestId('end-of-night-paper')
        seen.push({
          isPrinting: document.body.classList.contains(REPORT_PRINTING_CLASS),
          paper: printed?.textContent ?? null,
          isUnderBody: printed?.parentElement === document.body,
        })
      }),
    )
    const user = renderKitchen('/kitchen/takings')
    const report = within(
      await screen.findByRole('article', { name: 'End-of-night report' }),
    )
    const line = (term: string) =>
      report.getByText(term).closest('div')?.querySelector('dd')?.textContent
    expect(report.getByText('Trading day 20 Nov 2026')).toBeTruthy()
    expect(line('Cash expected in the drawer')).toBe('£62.50')
    expect(line('Card on delivery')).toBe('£91.50')
    expect(line('Paid online')).toBe('£41.00')
    expect(line('Refunds')).toBe('£3.50')
    expect(line('Net takings')).toBe('£191.50')
    expect(line('VAT at 20% (included)')).toBe('£32.50')
    expect(line('Orders taken')).toBe('15')
    expect(line('Not answered yet')).toBe('2 orders')

    await user.click(screen.getByRole('button', { name: 'Print report' }))
    expect(seen).toHaveLength(1)
    expect(seen[0]?.isPrinting).toBe(true)
    // Straight under the body, outside the shell's layout, which the print rules hide.
    expect(seen[0]?.isUnderBody).toBe(true)
    expect(seen[0]?.paper).toContain('Cash expected in the drawer£62.50')
    window.dispatchEvent(new Event('afterprint'))
    await waitFor(() =>
      expect(document.body.classList.contains(REPORT_PRINTING_CLASS)).toBe(
        false,
      ),
    )
    // The copy that printed is gone; the one on screen stays.
    expect(screen.queryByTestId('end-of-night-paper')).toBeNull()
    expect(
      screen.getAllByRole('article', { name: 'End-of-night report' }),
    ).toHaveLength(1)
  })
})
