import { resetStore } from '@food/shared/testing'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { installConsoleGuard } from './console-guard'

// A console.error or console.warn fails the test unless the test allows it
// (STYLE section 6): React reports act() and key problems only there.
installConsoleGuard()

afterEach(() => {
  cleanup()
  resetStore()
})
