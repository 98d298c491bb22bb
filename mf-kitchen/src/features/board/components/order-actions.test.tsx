import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  openBoard,
  paidOnlineOrder,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const card = (number: string) =>
  within(screen.getByRole('article', { name: `Order ${number}` }))

describe('OrderActions on an order whose money has gone back', () => {
  it('offers no Accept once it is refunded in full, but still Reject; in part, Accept stays', async () => {
    signedInWith(api(), [
      paidOnlineOrder({ order_id: '1001', refunded_amount: 2550 }),
      paidOnlineOrder({ order_id: '1002', refunded_amount: 200 }),
    ])
    await openBoard()

    expect(card('1001').queryByRole('button', { name: 'Accept' })).toBeNull()
    expect(card('1001').getByRole('button', { name: 'Reject' })).toBeTruthy()
    expect(card('1002').getByRole('button', { name: 'Accept' })).toBeTruthy()
  })
})
