import { AUDIT_PAGE_SIZE } from '@food/shared/api'
import type { StaffAuditEntry } from '@food/shared/types'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const entry = (id: number): StaffAuditEntry => ({
  id: String(id),
  staffId: 'm1',
  staffName: 'Ayla',
  at: '2026-11-21T19:05:00.000Z',
  action: 'order-accepted',
  subject: `order ${1000 + id}`,
  before: null,
  after: null,
})

describe('ActivityPage', () => {
  it('reads the log newest first and loads older entries on demand', async () => {
    signedInWith(api(), [])
    const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, at) =>
      entry(200 - at),
    )
    api().on('GET /staff/audit', (_body) => {
      const before = api()
        .requests.at(-1)
        ?.url.match(/before=(\d+)/)?.[1]
      return {
        body: { status: true, data: before ? [entry(3), entry(2)] : first },
      }
    })
    const user = renderKitchen('/kitchen/activity')
    expect(await screen.findByText(/order 1200/)).toBeTruthy()
    const items = screen.getAllByRole('listitem')
    expect(items[0]?.textContent).toContain('Ayla accepted order 1200')
    expect(items[0]?.textContent).toContain('21 Nov 2026 19:05')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText(/order 1002/)).toBeTruthy()
    expect(api().requests.at(-1)?.url).toBe(
      `/staff/audit?limit=${AUDIT_PAGE_SIZE}&before=151`,
    )
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says a collection was collected and a delivery delivered', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/audit', () => ({
      body: {
        status: true,
        data: [
          { ...entry(2), action: 'order-collected' },
          { ...entry(1), action: 'order-delivered' },
        ],
      },
    }))
    renderKitchen('/kitchen/activity')
    expect(await screen.findByText(/order 1002/)).toBeTruthy()
    const items = screen.getAllByRole('listitem')
    expect(items[0]?.textContent).toContain('Ayla marked collected order 1002')
    expect(items[1]?.textContent).toContain('Ayla marked delivered order 1001')
  })
})
