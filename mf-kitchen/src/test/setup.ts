import { resetStore } from '@food/shared/testing'
import { installConsoleGuard } from '@food/shared/testing/server'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { resetConnection } from '../features/board/state/connection-store'
import { resetPrinting } from '../features/board/state/print-store'
import { resetShift } from '../features/board/state/shift-store'
import { staffSessionStore } from '../lib/staff-session'

// Real HTTP round trips on a cold test worker can take over a second.
configure({ asyncUtilTimeout: 5_000 })

// A console.error or console.warn fails the test unless the test expects it
// (STYLE section 6). Installed first, so it checks after the cleanup below.
installConsoleGuard()

afterEach(() => {
  cleanup()
  staffSessionStore.setState({ token: null })
  resetShift()
  resetPrinting()
  resetConnection()
  resetStore()
})
