import { random } from '@food/tools/random'
import type { FastifyInstance } from 'fastify'
import { expect, it } from 'vitest'
import { HOUR, MINUTE, randomMobile, SECOND } from './otp'
import { type Cluster, freshIp, LONG, SEED } from './otp-abuse-scenarios'

// A Friday evening in a hall of residence (or on a mobile network's carrier-grade NAT): every
// customer comes from one public address. They all enter their codes, so none of them may be
// held up, nor asked to prove they are human. Run by otp-abuse.test.ts and its PostgreSQL twin.

const CUSTOMERS = 300
/** Customers arriving together: all ask for a code, then all enter theirs. */
const TOGETHER = 10

export function hallScenario(getCluster: () => Cluster) {
  it(
    `${CUSTOMERS} customers behind one address each sign up and enter their code within an hour: all get in, none is challenged`,
    async () => {
      const cluster = getCluster()
      cluster.clock.advance(2 * 24 * HOUR)
      const ip = freshIp()
      const rand = random(SEED + 300)
      const app = (i: number) =>
        cluster.apps[i % cluster.apps.length] as FastifyInstance
      const post = (i: number, url: string, payload: object) =>
        app(i).inject({ method: 'POST', url, payload, remoteAddress: ip })
      const replies: Record<string, number> = {}
      const count = (key: string) => {
        replies[key] = (replies[key] ?? 0) + 1
      }
      let loggedIn = 0
      const startedAt = cluster.clock.now().getTime()
      for (let group = 0; group < CUSTOMERS / TOGETHER; group += 1) {
        const mobiles = Array.from({ length: TOGETHER }, () =>
          randomMobile(rand),
        )
        const sent = await Promise.all(
          mobiles.map((mobile, i) =>
            post(i, '/api/user/signup', {
              name: 'Student',
              email: 'student@example.com',
              mobile,
            }),
          ),
        )
        for (const res of sent) count(`signup ${res.statusCode}`)
        cluster.clock.advance(40 * SECOND)
        const verified = await Promise.all(
          mobiles.map(async (mobile, i) => {
            const outbox = await app(i).inject({
              method: 'GET',
              url: `/api/dev/sms-outbox?mobile=${mobile}`,
            })
            const otp = outbox.json().data.at(-1)?.code ?? '0000'
            return post(i, '/api/user/verify-otp', { mobile, otp })
          }),
        )
        for (const res of verified) {
          count(`verify ${res.statusCode}`)
          if (res.statusCode === 200) loggedIn += 1
        }
        cluster.clock.advance(MINUTE + 20 * SECOND)
      }
      const minutes = (cluster.clock.now().getTime() - startedAt) / MINUTE
      const challenged = replies['signup 428'] ?? 0
      console.log(
        `otp hall [${cluster.label}]: ${CUSTOMERS} customers, one address, ${minutes} minutes → ${loggedIn} logged in, ${challenged} challenged; replies ${JSON.stringify(replies)}`,
      )
      expect(minutes).toBeLessThanOrEqual(60)
      expect(loggedIn).toBe(CUSTOMERS)
      expect(challenged).toBe(0)
    },
    LONG,
  )
}
