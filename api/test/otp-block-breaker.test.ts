import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import {
  authClient,
  createClock,
  HOUR,
  MINUTE,
  SECOND,
  solvedChallenge,
} from './helpers/otp'
import { startTestApp, type TestApp, testEnv } from './helpers/test-app'

// The circuit breaker of a number block (a mobile without its last 4 digits): SMS pumping walks
// through a block from many addresses and never enters a code. Defaults: 30 codes to a block in
// an hour, more than 80% of them never entered, and every code to it needs the challenge.

const clock = createClock()
let t: TestApp
let auth: ReturnType<typeof authClient>

beforeAll(async () => {
  t = await startTestApp({ ALTCHA_MAX_NUMBER: '1000' }, clock.now)
  auth = authClient(t)
})
afterAll(() => t.close())

let blocks = 0
/** A number block no test has used: 745100…, 745101…; valid UK mobiles. */
function newBlock() {
  blocks += 1
  const block = `7451${String(blocks).padStart(2, '0')}`
  return (line: number) => `${block}${String(line).padStart(4, '0')}`
}

let addresses = 0
/** An address of its own for each request, as a pump spread over many would have. */
const freshIp = () => {
  addresses += 1
  return `100.64.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`
}

/** Sends `count` codes to the block, a minute apart, entering the first `entered` of them. */
async function sendToBlock(
  client: ReturnType<typeof authClient>,
  inBlock: (line: number) => string,
  count: number,
  entered: number,
) {
  for (let line = 0; line < count; line += 1) {
    clock.advance(MINUTE)
    const mobile = inBlock(line)
    expect((await client.signup({ mobile }, freshIp())).statusCode).toBe(201)
    if (line < entered) {
      const code = await client.lastCode(mobile)
      expect((await client.verify(mobile, code)).statusCode).toBe(200)
    }
  }
}

describe('a number block whose codes go unentered', () => {
  it('trips at 30 codes in an hour: the next code to it needs the challenge, from any address', async () => {
    clock.advance(2 * HOUR)
    const inBlock = newBlock()
    await sendToBlock(auth, inBlock, 30, 0)

    const ip = freshIp()
    const refused = await auth.signup({ mobile: inBlock(100) }, ip)
    expect(refused.statusCode).toBe(428)
    expect(refused.json().code).toBe('CHALLENGE_REQUIRED')
    expect(await auth.outbox(inBlock(100))).toEqual([])
    // Another block is not held up, from the same address.
    expect((await auth.signup({ mobile: newBlock()(1) }, ip)).statusCode).toBe(
      201,
    )
    // A solved challenge lets one code into the block, and one only.
    const altcha = await solvedChallenge(t.app)
    expect(
      (await auth.signup({ mobile: inBlock(100), altcha }, ip)).statusCode,
    ).toBe(201)
    expect(
      (await auth.signup({ mobile: inBlock(101), altcha }, freshIp()))
        .statusCode,
    ).toBe(428)
  })

  it('closes again once those codes are an hour old', async () => {
    clock.advance(2 * HOUR)
    const inBlock = newBlock()
    await sendToBlock(auth, inBlock, 30, 0)
    expect(
      (await auth.signup({ mobile: inBlock(200) }, freshIp())).statusCode,
    ).toBe(428)
    clock.advance(HOUR - 29 * MINUTE + SECOND)
    expect(
      (await auth.signup({ mobile: inBlock(200) }, freshIp())).statusCode,
    ).toBe(201)
  })

  it.each([
    [29, 0, 201, '29 codes, none entered: not yet far above normal'],
    [30, 6, 201, '30 codes, 24 unentered (80%): not more than 80%'],
    [30, 5, 428, '30 codes, 25 unentered (83%)'],
    [40, 30, 201, '40 codes, 30 entered: customers, not a pump'],
  ])(
    '%i codes to a block, %i entered → the next gets %i (%s)',
    async (count, entered, expected) => {
      clock.advance(2 * HOUR)
      const inBlock = newBlock()
      await sendToBlock(auth, inBlock, count, entered)
      const res = await auth.signup({ mobile: inBlock(500) }, freshIp())
      expect(res.statusCode).toBe(expected)
    },
  )
})

describe('the breaker is a setting', () => {
  it('OTP_BLOCK_TRIP_SENT and OTP_BLOCK_TRIP_UNVERIFIED_PERCENT', async () => {
    clock.advance(2 * HOUR)
    const app = await buildApp({
      env: testEnv(t.database, {
        OTP_BLOCK_TRIP_SENT: '5',
        OTP_BLOCK_TRIP_UNVERIFIED_PERCENT: '50',
      }),
      db: t.database.db,
      logger: false,
      now: clock.now,
    })
    try {
      const strict = authClient({ ...t, app })
      const inBlock = newBlock()
      await sendToBlock(strict, inBlock, 5, 2)
      expect(
        (await strict.signup({ mobile: inBlock(9) }, freshIp())).statusCode,
      ).toBe(428)
    } finally {
      await app.close()
    }
  })
})
