import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { resetStore } from './reset-store'

// Real HTTP round trips on a cold or busy test worker can take over a second, and a failed
// send shows its popup only after 2 seconds: wait up to 5 s for what the user would see.
configure({ asyncUtilTimeout: 5_000 })

// Vitest runs without globals, so Testing Library cannot register this itself.
afterEach(() => {
  cleanup()
  resetStore()
})
