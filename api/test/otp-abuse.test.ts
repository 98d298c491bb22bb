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

// OTP abuse at volume against one API instance (helpers/otp-abuse-scenarios.ts says what).

describe('one API instance', () => {
  const clock = createClock()
  let t: TestApp
  let capped: FastifyInstance
  beforeAll(async () => {
    t = await startTestApp({}, clock.now)
    capped = await buildApp({
      env: testEnv(t.database, { SMS_DAILY_CAP: String(DAILY_CAP) }),
      db: t.database.db,
      logger: false,
      now: clock.now,
    })
  })
  afterAll(async () => {
    await capped.close()
    await t.close()
  })
  const cluster =
    (app: () => FastifyInstance): (() => Cluster) =>
    () => ({
      apps: [app()],
      clock,
      db: () => t.database.db,
      limits: otpLimits(t.env),
      batch: 1,
      label: 'one instance',
    })
  scenarios(
    cluster(() => t.app),
    cluster(() => capped),
  )
  hallScenario(cluster(() => t.app))
})
