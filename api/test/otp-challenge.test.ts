import { random } from '@food/tools/random'
import { createChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { challengeOptions } from '../src/config/env'
import {
  altchaPayload,
  authClient,
  createClock,
  HOUR,
  newMobile,
  randomMobile,
  SECOND,
  solve,
  solvedChallenge,
} from './helpers/otp'
import { startTestApp, type TestApp } from './helpers/test-app'

// The proof-of-work challenge (ALTCHA) an address needs once 10 of its codes in an hour were
// never entered. ALTCHA_MAX_NUMBER is low here so that solving takes milliseconds.

const clock = createClock()
let t: TestApp
let auth: ReturnType<typeof authClient>

beforeAll(async () => {
  t = await startTestApp({ ALTCHA_MAX_NUMBER: '1000' }, clock.now)
  auth = authClient(t)
})
afterAll(() => t.close())

const CHALLENGE_REQUIRED = {
  status: false,
  code: 'CHALLENGE_REQUIRED',
  message: "Please confirm you're not a robot to get another code.",
}

let addressCount = 0
/** An address that has already had its 10 free unentered codes this hour. */
async function spentAddress() {
  clock.advance(2 * HOUR)
  addressCount += 1
  const ip = `192.0.2.${addressCount}`
  for (let i = 0; i < 10; i += 1) {
    expect((await auth.signup({ mobile: newMobile() }, ip)).statusCode).toBe(
      201,
    )
  }
  const refused = await auth.signup({ mobile: newMobile() }, ip)
  expect(refused.statusCode).toBe(428)
  expect(refused.json()).toEqual(CHALLENGE_REQUIRED)
  return ip
}

/** Asks for a code with `altcha`; true when a text went out. */
async function sendsWith(ip: string, altcha: string) {
  const mobile = newMobile()
  const res = await auth.signup({ mobile, altcha }, ip)
  if (res.statusCode === 428) expect(res.json()).toEqual(CHALLENGE_REQUIRED)
  else expect(res.statusCode).toBe(201)
  const sent = (await auth.outbox(mobile)).length
  expect(sent).toBe(res.statusCode === 201 ? 1 : 0)
  return res.statusCode === 201
}

describe('GET /api/user/otp-challenge', () => {
  it('gives a signed SHA-256 challenge that expires, never cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/otp-challenge',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { status, data } = res.json()
    expect(status).toBe(true)
    expect(data.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 })
    expect(data.parameters.expiresAt * 1000).toBeGreaterThan(Date.now())
    expect(data.signature).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('a solved challenge', () => {
  it('lets exactly one more code through, then another is needed', async () => {
    const ip = await spentAddress()
    expect(await sendsWith(ip, await solvedChallenge(t.app))).toBe(true)
    const plain = await auth.signup({ mobile: newMobile() }, ip)
    expect(plain.json()).toEqual(CHALLENGE_REQUIRED)
    expect(await sendsWith(ip, await solvedChallenge(t.app))).toBe(true)
  })

  it('works for a login too', async () => {
    const ip = await spentAddress()
    const { mobile } = await auth.register()
    clock.advance(30 * SECOND)
    expect((await auth.login(mobile, ip)).statusCode).toBe(428)
    const res = await auth.login(mobile, ip, await solvedChallenge(t.app))
    expect(res.statusCode).toBe(200)
  })

  it('is refused when used again (a replay)', async () => {
    const ip = await spentAddress()
    const altcha = await solvedChallenge(t.app)
    expect(await sendsWith(ip, altcha)).toBe(true)
    expect(await sendsWith(ip, altcha)).toBe(false)
    // Not from another address either.
    expect(await sendsWith(await spentAddress(), altcha)).toBe(false)
  })

  it('is not needed, nor spent, while the address is within its free codes', async () => {
    const altcha = await solvedChallenge(t.app)
    clock.advance(2 * HOUR)
    expect(await sendsWith('192.0.2.200', altcha)).toBe(true)
    expect(await sendsWith(await spentAddress(), altcha)).toBe(true)
  })
})

describe('a forged or stale solution', () => {
  // The key the test app signs with (the development default).
  const hmacKey = () => challengeOptions(t.env).hmacKey
  const challengeSignedWith = (key: string, expiresAt: Date) =>
    createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 500,
      deriveKey,
      hmacSignatureSecret: key,
      expiresAt,
    })
  const inTenMinutes = () => new Date(Date.now() + 600_000)

  it.each([
    [
      'signed with another key',
      async () =>
        solve(await challengeSignedWith('k'.repeat(32), inTenMinutes())),
    ],
    [
      'expired',
      async () =>
        solve(
          await challengeSignedWith(hmacKey(), new Date(Date.now() - 1000)),
        ),
    ],
    [
      'with a wrong answer',
      async () => {
        const challenge = await challengeSignedWith(hmacKey(), inTenMinutes())
        return altchaPayload(challenge, {
          counter: 7,
          derivedKey: 'ab'.repeat(32),
        })
      },
    ],
    [
      'with a challenge whose difficulty was changed',
      async () => {
        const challenge = await challengeSignedWith(hmacKey(), inTenMinutes())
        challenge.parameters.keyPrefix = '0'
        return solve(challenge)
      },
    ],
    ['that is not base64 JSON', async () => 'bm90IGpzb24='],
    [
      'unsigned',
      async () =>
        solve(
          await createChallenge({
            algorithm: 'SHA-256',
            cost: 1,
            counter: 5,
            deriveKey,
            expiresAt: inTenMinutes(),
          }),
        ),
    ],
  ])('%s is refused, and no text is sent', async (_label, forge) => {
    const ip = await spentAddress()
    expect(await sendsWith(ip, await forge())).toBe(false)
  })

  it('the signing key is checked: one signed with the real key passes', async () => {
    const ip = await spentAddress()
    const genuine = await solve(
      await challengeSignedWith(hmacKey(), inTenMinutes()),
    )
    expect(await sendsWith(ip, genuine)).toBe(true)
  })
})

describe('a robot that solves every challenge', () => {
  it('gets 10 codes free, then one per solved challenge, and none past OTP_ADDRESS_MAX_UNVERIFIED in the hour', async () => {
    clock.advance(2 * HOUR)
    const ip = '198.51.100.99'
    const rand = random(99)
    const replies: Record<string, number> = {}
    let firstChallengeAt = 0
    let solved = 0
    for (let i = 1; i <= 1000; i += 1) {
      clock.advance(3 * SECOND)
      const mobile = randomMobile(rand)
      let res = await auth.signup({ mobile }, ip)
      if (res.statusCode === 428) {
        firstChallengeAt ||= i
        solved += 1
        res = await auth.signup(
          { mobile, altcha: await solvedChallenge(t.app) },
          ip,
        )
      }
      const key = `${res.statusCode}`
      replies[key] = (replies[key] ?? 0) + 1
    }
    console.log(
      `otp challenge: one address, random numbers, never verified, every challenge solved → ${replies['201']} texts (first challenge at request ${firstChallengeAt}, ${solved} solved), ${replies['429']} refused at the ceiling; replies ${JSON.stringify(replies)}`,
    )
    expect(firstChallengeAt).toBe(11)
    expect(replies['201']).toBe(100)
    expect(replies['429']).toBe(900)
  }, 120_000)
})
