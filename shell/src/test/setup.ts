import { installConsoleGuard } from '@food/shared/testing/server'

// A console.error or console.warn fails the test unless the test expects it
// (STYLE section 6).
installConsoleGuard()
