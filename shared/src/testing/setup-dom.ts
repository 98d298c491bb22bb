import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { resetStore } from './reset-store'

// Vitest runs without globals, so Testing Library cannot register this itself.
afterEach(() => {
  cleanup()
  resetStore()
})
