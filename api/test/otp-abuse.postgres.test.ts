import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe } from 'vitest'
import { buildApp } from '../src/app'
import { otpLimits } from '../src/config/env'
import { createClock } from './helpers/otp'
import {
  type Cluster,
  DAILY_CAP,
  scenarios,
} from './helpers/otp-abuse-scenarios'
import { hallScenario } from './helpers/otp-hall-scenario'
import { startTestApp, type TestApp, testEnv } from './helpers/test-app'

// The OTP limits live in the database, not in a process: the same abuse through two API
// instances on one PostgreSQL. Runs in the PostgreSQL pass only (vitest.config.ts).

describe('two API instances on one PostgreSQL, requests alternating, 10 at a time', () => {
  const clock = createClock()
  let t: TestApp
  let apps: FastifyInstance[] = []
  let cappedApps: FastifyInstance[] = []
  beforeAll(async () => {
    t = await startTestApp({}, clock.now)
    // Without `db`, each instance opens its own connection pool, as two servers would.
    const instance = (overrides: Record<string, string> = {}) =>
      buildApp({
        env: testEnv(t.database, overrides),
        logger: false,
        now: clock.now,
      })
    apps = [await instance(), await instance()]
    const cap = { SMS_DAILY_CAP: String(DAILY_CAP) }
    cappedApps = [await instance(cap), await instance(cap)]
  })
  afterAll(async () => {
    for (const app of [...apps, ...cappedApps]) await app.close()
    await t.close()
  })
  const cluster =
    (pick: () => FastifyInstance[]): (() => Cluster) =>
    () => ({
      apps: pick(),
      clock,
      db: () => t.database.db,
      limits: otpLimits(t.env),
      batch: 10,
      label: 'two instances, PostgreSQL',
    })
  scenarios(
    cluster(() => apps),
    cluster(() => cappedApps),
  )
  hallScenario(cluster(() => apps))
})
