import nodeConsole from 'node:console'
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

type Level = 'error' | 'warn'

// Tests see vitest's console; happy-dom's page console (network failures,
// uncaught page errors) writes to Node's own. Both are guarded.
const consoles = [...new Set([console, nodeConsole])]
// A spy may outlive its test (vitest does not restore one on node:console), so
// each test reads only the calls made after it started.
const spies: { level: Level; spy: MockInstance; from: number }[] = []
const callsOf = ({ spy, from }: (typeof spies)[number]) =>
  spy.mock.calls.slice(from)
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

/**
 * Waits until a line matching `pattern` was printed at `level` on either
 * console: the DOM logs a failed request on its own schedule, which may be
 * after the test has seen the failure, and a late line would fail the next test.
 */
export async function untilConsolePrinted(level: Level, pattern: RegExp) {
  const wasPrinted = () =>
    spies.some(
      (entry) =>
        entry.level === level &&
        callsOf(entry).some((args) => pattern.test(args.map(String).join(' '))),
    )
  for (let waited = 0; !wasPrinted(); waited += 10) {
    if (waited > 2_000)
      throw new Error(`console.${level} never printed ${pattern}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Fails any test that prints console.error or console.warn it did not expect. */
export function installConsoleGuard(): void {
  beforeEach(() => {
    spies.length = 0
    expected.length = 0
    for (const target of consoles) {
      for (const level of ['error', 'warn'] as const) {
        const spy = vi.spyOn(target, level).mockImplementation(() => {})
        spies.push({ level, spy, from: spy.mock.calls.length })
      }
    }
  })

  afterEach(() => {
    for (const entry of spies) {
      const { level } = entry
      for (const args of callsOf(entry)) {
        const text = args.map(String).join(' ')
        const isExpected = expected.some(
          (entry) => entry.level === level && entry.pattern.test(text),
        )
        if (!isExpected) throw new Error(`Unexpected console.${level}: ${text}`)
      }
    }
  })
}
