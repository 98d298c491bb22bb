import { resetStore } from '@food/shared/testing'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'

// Real HTTP round trips on a cold test worker can take over a second, and a
// failed send shows its popup only after 2 seconds.
configure({ asyncUtilTimeout: 5_000 })

// A console.error or console.warn fails the test unless the test expects it.
beforeEach(() => {
  vi.spyOn(console, 'error')
  vi.spyOn(console, 'warn')
})

afterEach(() => {
  cleanup()
  resetStore()
  expect(console.error).not.toHaveBeenCalled()
  expect(console.warn).not.toHaveBeenCalled()
})
