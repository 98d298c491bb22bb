import nodeConsole from 'node:console'
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

type Level = 'error' | 'warn'

// Tests see vitest's console; happy-dom's page console (network failures,
// uncaught page errors) writes to Node's own. Both are guarded.
const consoles = [...new Set([console, nodeConsole])]
const spies: { level: Level; spy: MockInstance }[] = []
const expected: { level: Level; pattern: RegExp }[] = []

/**
 * Lets this test print console.error (or warn), only lines matching
 * `pattern` when one is given; returns the spy on the test's console.
 */
export function expectConsole(
  level: Level = 'error',
  pattern = /(?:)/,
): MockInstance {
  const spy = spies.find((entry) => entry.level === level)?.spy
  if (!spy) throw new Error('The console guard is not installed')
  expected.push({ level, pattern })
  return spy
}

/** Fails any test that prints console.error or console.warn it did not expect. */
export function installConsoleGuard(): void {
  beforeEach(() => {
    spies.length = 0
    expected.length = 0
    for (const target of consoles) {
      for (const level of ['error', 'warn'] as const) {
        const spy = vi.spyOn(target, level).mockImplementation(() => {})
        spies.push({ level, spy })
      }
    }
  })

  afterEach(() => {
    for (const { level, spy } of spies) {
      for (const args of spy.mock.calls) {
        const text = args.map(String).join(' ')
        const isExpected = expected.some(
          (entry) => entry.level === level && entry.pattern.test(text),
        )
        if (!isExpected) throw new Error(`Unexpected console.${level}: ${text}`)
      }
    }
  })
}
