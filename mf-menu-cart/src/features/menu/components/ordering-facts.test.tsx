import {
  orderingTimes,
  serveShop,
  useTestApi,
} from '@food/shared/testing/server'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderingFacts } from './ordering-facts'

const api = useTestApi({ per: 'test' })

async function showFacts(times: ReturnType<typeof orderingTimes>) {
  serveShop(api(), { times })
  render(<OrderingFacts />)
  return screen.findByRole('list', { name: 'Delivery, collection and hours' })
}

describe('OrderingFacts', () => {
  it('says how long delivery and collection take, the minimum, the fee and today’s hours', async () => {
    const facts = await showFacts(orderingTimes())
    const items = Array.from(facts.querySelectorAll('li')).map(
      (item) => item.textContent,
    )
    expect(items).toEqual([
      'Delivery 30–45 min · £12.00 minimum · from £1.50',
      'Collection 15–20 min',
      'Open until 01:00',
    ])
  })

  it('follows the kitchen’s busy mode', async () => {
    await showFacts(
      orderingTimes({
        leadMinutes: 40,
        collection: {
          isOpenNow: true,
          minutes: { from: 35, to: 40 },
          slots: [],
        },
      }),
    )
    expect(screen.getByText('Collection 35–40 min')).toBeTruthy()
  })
})
