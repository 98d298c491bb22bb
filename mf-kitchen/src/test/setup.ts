import { afterEach } from 'vitest'
import { resetConnection } from '../features/board/state/connection-store'
import { resetPrinting } from '../features/board/state/print-store'
import { resetShift, SHIFT_KEY } from '../features/board/state/shift-store'
import { staffSessionStore } from '../lib/staff-session'

// The board's own stores, on top of @food/shared/testing/setup-app (the shared store, cleanup).
afterEach(() => {
  staffSessionStore.setState({ token: null })
  // A shift started in one test is not remembered by the next.
  localStorage.removeItem(SHIFT_KEY)
  resetShift()
  resetPrinting()
  resetConnection()
})
