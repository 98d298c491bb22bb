import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_NAMES, loadEnv, retiredSettings } from '../src/config/env'
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

describe('the retired printer settings', () => {
  it('are not read, and a server still given them is told where the printer is set now', () => {
    const source = { PRINTER_URL: 'tcp://192.168.1.50:9100' }
    expect(loadEnv(source)).not.toHaveProperty('PRINTER_URL')
    expect(retiredSettings(source)).toEqual([
      'PRINTER_URL and PRINTER_MODEL are no longer read: the owner sets the kitchen printer (its address and model) in Site → Kitchen printer.',
    ])
    expect(retiredSettings({ PRINTER_TIMEOUT_MS: '5000' })).toEqual([])
  })
})
