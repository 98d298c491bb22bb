import nodeConsole from 'node:console'
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest'

type Level = 'error' | 'warn'

// Tests see vitest's console; happy-dom's page console (network failures,
// uncaught page errors) writes to Node's own. Both are guarded.
const consoles = [...new Set([console, nodeConsole])]
const spies: { level: Level; spy: MockInstance }[] = []
const allowed: { level: Level; pattern: RegExp }[] = []

/** Lets this test print a matching line, e.g. the page's log of a 503 reply. */
export function allowConsole(level: Level, pattern: RegExp): void {
  allowed.push({ level, pattern })
}

/** Fails a test that prints console.error or console.warn it did not allow. */
export function installConsoleGuard(): void {
  beforeEach(() => {
    spies.length = 0
    allowed.length = 0
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
        const isAllowed = allowed.some(
          (entry) => entry.level === level && entry.pattern.test(text),
        )
        if (!isAllowed) throw new Error(`Unexpected console.${level}: ${text}`)
      }
    }
  })
}
