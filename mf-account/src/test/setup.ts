import { resetStore } from '@food/shared/testing'
import { installConsoleGuard } from '@food/shared/testing/server'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Real HTTP round trips on a cold test worker can take over a second, and a
// failed send shows its popup only after 2 seconds.
configure({ asyncUtilTimeout: 5_000 })

// A console.error or console.warn fails the test unless the test expects it
// (STYLE section 6). Installed first, so it checks after the cleanup below.
installConsoleGuard()

afterEach(() => {
  cleanup()
  resetStore()
})
