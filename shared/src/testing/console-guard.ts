import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

type Level = 'error' | 'warn'

const spies = new Map<Level, MockInstance>()
const expected = new Set<Level>()

/** Marks console.error (or warn) as expected in this test and returns its spy. */
export function expectConsole(level: Level = 'error'): MockInstance {
  expected.add(level)
  const spy = spies.get(level)
  if (!spy) throw new Error('The console guard is not installed')
  return spy
}

/** Fails any test that prints console.error or console.warn without expecting it. */
export function installConsoleGuard(): void {
  beforeEach(() => {
    expected.clear()
    for (const level of ['error', 'warn'] as const) {
      spies.set(
        level,
        vi.spyOn(console, level).mockImplementation(() => {}),
      )
    }
  })
  afterEach(() => {
    for (const [level, spy] of spies) {
      if (!expected.has(level) && spy.mock.calls.length > 0) {
        const first = spy.mock.calls[0]?.map(String).join(' ')
        throw new Error(`Unexpected console.${level}: ${first}`)
      }
    }
  })
}
