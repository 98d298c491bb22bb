import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_NAMES, loadEnv } from '../src/config/env'
import { ENV_DOCS, renderEnvTable } from '../src/config/env-docs'

describe('the settings table of api/README.md', () => {
  it('documents every setting env.ts reads, and nothing else', () => {
    expect(Object.keys(ENV_DOCS).sort()).toEqual([...ENV_NAMES].sort())
  })

  it('is the table rendered from env-docs.ts (pnpm --filter @food/api env-table)', () => {
    const readme = readFileSync(
      new URL('../README.md', import.meta.url),
      'utf8',
    )
    expect(readme).toContain(renderEnvTable(ENV_NAMES))
  })

  it('names each default the API really starts with', () => {
    const env = loadEnv({})
    for (const name of [
      'PORT',
      'SMS_DAILY_CAP',
      'OTP_MOBILE_GAP_SECONDS',
      'CACHE_TTL_MS',
      'KITCHEN_EVENTS_POLL_MS',
      'ORDER_EVENTS_POLL_MS',
      'ALTCHA_MAX_NUMBER',
    ] as const) {
      expect(ENV_DOCS[name].default).toMatch(new RegExp(`^\`${env[name]}\``))
    }
  })
})
