import { resetStore } from '@food/shared/testing'
import { installConsoleGuard } from '@food/shared/testing/server'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// A console.error or console.warn fails the test unless the test expects it
// (STYLE section 6): React reports act() and key problems only there.
// Installed first, so it checks after the cleanup below.
installConsoleGuard()

afterEach(() => {
  cleanup()
  resetStore()
})
