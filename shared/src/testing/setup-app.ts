// The one test set-up of every vitest run in this repo (the apps' through appTestConfig).
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { installConsoleGuard } from './console-guard'
import { resetStore } from './reset-store'

// A console.error or console.warn fails the test unless the test expects it (STYLE section 6):
// React reports act() and key problems only there. Installed first, so its check runs after
// the cleanup below (vitest runs afterEach hooks in reverse).
installConsoleGuard()

// Real HTTP round trips on a cold or busy test worker can take over a second, and a failed
// send shows its popup only after 2 seconds: wait up to 5 s for what the user would see.
configure({ asyncUtilTimeout: 5_000 })

// Vitest runs without globals, so Testing Library cannot register this itself.
afterEach(() => {
  cleanup()
  resetStore()
})
