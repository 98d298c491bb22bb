// The one test set-up of the apps' vitest runs (setupFiles: ['@food/shared/testing/setup-app']).
// A console.error or console.warn fails the test unless the test expects it (STYLE section 6):
// React reports act() and key problems only there. Installed first, so it checks after the
// cleanup of setup-dom.
import './setup-tests'
import './setup-dom'
