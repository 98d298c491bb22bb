import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  kitchenBoard,
  openBoard,
  signedInWith,
  staffOrder,
  useKitchenApi,
} from '../../../test/kitchen-harness'
import {
  rang,
  recordAudio,
  stopRecordingAudio,
} from '../../../test/recording-audio'
import { resetShift } from '../state/shift-store'

// The ring of a new order with the owner's sound and volume (Site → Kitchen board).

const api = useKitchenApi()

afterEach(() => {
  stopRecordingAudio()
  resetShift()
})

function boardRinging(ring: { ringSound: 'chime'; ringVolume: number }) {
  const board = kitchenBoard([staffOrder({ acknowledgedAt: null })])
  signedInWith(api(), { ...board, settings: { ...board.settings, ...ring } })
}

describe('the ring of a new order', () => {
  it('plays the owner’s sound at the owner’s volume', async () => {
    recordAudio()
    boardRinging({ ringSound: 'chime', ringVolume: 80 })
    await openBoard()
    await waitFor(() => expect(rang()).toHaveLength(3))
    expect(rang()).toEqual([
      { wave: 'sine', frequency: 784, peak: 0.8 },
      { wave: 'sine', frequency: 988, peak: 0.8 },
      { wave: 'sine', frequency: 1319, peak: 0.8 },
    ])
  })

  it('at volume 0 makes no sound, and the order still shows as ringing', async () => {
    recordAudio()
    boardRinging({ ringSound: 'chime', ringVolume: 0 })
    await openBoard()
    expect(
      await screen.findByRole('article', { name: 'Order 1042' }),
    ).toBeTruthy()
    expect(screen.getByText(/1 new order/i)).toBeTruthy()
    // Longer than the first ring takes: nothing was played.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(rang()).toEqual([])
  })
})
