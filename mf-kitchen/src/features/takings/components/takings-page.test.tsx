import type { Takings } from '@food/shared/types'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

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
    expect(figure('Total taken')).toBe('£195.00')
    expect(figure('Cash')).toBe('£62.50 (5 orders)')
    expect(figure('Card')).toBe('£91.50 (7 orders)')
    expect(figure('Paid online')).toBe('£41.00 (3 orders)')
    expect(figure('Refunds')).toBe('£3.50 (1 refund)')
    expect(figure('Net takings')).toBe('£191.50')
    expect(figure('Discounts given')).toBe('£8.40')
    expect(figure('Delivery fees')).toBe('£15.00')
    expect(figure('Rejected')).toBe('1 order, £23.00')
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
    expect(figure('Total taken')).toBe('£42.00')
    expect(api().requests.at(-1)?.url).toBe('/staff/takings?day=2026-11-14')
  })

  it('downloads the day’s CSV with the staff token, saved as takings-<day>.csv', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/takings', {
      body: { status: true, data: takings('2026-11-20', 19500) },
    })
    api().on('GET /staff/takings.csv', {
      file: {
        type: 'text/csv; charset=utf-8',
        text: 'day,total\n2026-11-20,154.00\n',
      },
    })
    const saved: { name: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href })
    })
    const user = renderKitchen('/kitchen/takings')
    await screen.findByText('20 Nov 2026')
    await user.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('takings-2026-11-20.csv')
    expect(saved[0]?.href).toMatch(/^blob:/)
    const request = api().requests.find(
      (r) => r.route === 'GET /staff/takings.csv',
    )
    expect(request?.authorization).toBe('Bearer staff-token')
  })
})
