import { VALIDATION_MESSAGES as M } from '@food/shared/validation'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../src/db/migrate'
import { migrations } from '../src/db/migrations/index'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { auditOf, callsAs, publicSite } from './helpers/site'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'
import { createTestDatabase } from './helpers/test-database'

let t: TestApp
let owner: TestStaff
let cook: TestStaff
let customer: TestCustomer

beforeAll(async () => {
  t = await startTestApp()
  owner = await createStaff(t, 'owner', 'Mehmet')
  cook = await createStaff(t, 'staff', 'Ciara')
  customer = await createCustomer(t, 'Niamh')
})
afterAll(() => t.close())

const asOwner = () => callsAs(t, owner.auth)
const read = async (policy: string) =>
  (await asOwner().get(`/staff/policies/${policy}`)).json().data
const save = (policy: string, content: unknown, version: unknown) =>
  asOwner().post(`/staff/policies/${policy}`, { content, version })

const RESTAURANT = { id: null, name: 'the restaurant' }

describe('a policy’s versions', () => {
  it('start with the seeded text as version 1, by the restaurant', async () => {
    const privacy = await read('privacy')
    expect(privacy).toMatchObject({
      policy: 'privacy',
      title: 'Privacy Policy',
      version: 1,
      savedAt: '2026-09-01T00:00:00.000Z',
      savedBy: RESTAURANT,
      restoredFrom: null,
      content: expect.stringContaining('UK GDPR'),
    })
    expect(privacy.history).toEqual([
      {
        version: 1,
        savedAt: '2026-09-01T00:00:00.000Z',
        savedBy: RESTAURANT,
        restoredFrom: null,
      },
    ])
    expect((await publicSite(t).policy('privacy')).version).toBe(1)
  })

  it('grow with each save, which the site shows at once', async () => {
    const first = await read('privacy')
    const res = await save('privacy', '  ## Privacy\n\nWe keep little.  ', 1)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.message).toBe('The privacy policy is saved as version 2.')
    expect(body.data).toMatchObject({
      version: 2,
      content: '## Privacy\n\nWe keep little.',
      savedBy: { id: owner.id, name: 'Mehmet' },
      restoredFrom: null,
    })
    expect(
      body.data.history.map((v: { version: number }) => v.version),
    ).toEqual([2, 1])
    expect(body.data.history[0]).toEqual({
      version: 2,
      savedAt: body.data.savedAt,
      savedBy: { id: owner.id, name: 'Mehmet' },
      restoredFrom: null,
    })
    expect(await publicSite(t).policy('privacy')).toEqual({
      policy: 'privacy',
      title: 'Privacy Policy',
      content: '## Privacy\n\nWe keep little.',
      updatedAt: body.data.savedAt,
      version: 2,
    })
    const old = await asOwner().get('/staff/policies/privacy/versions/1')
    expect(old.statusCode).toBe(200)
    expect(old.json().data).toMatchObject({
      version: 1,
      content: first.content,
      savedBy: RESTAURANT,
    })
    // The terms keep their own versions.
    expect((await read('terms')).version).toBe(1)
  })

  it('can bring an old version back as a new one', async () => {
    const first = (
      await asOwner().get('/staff/policies/privacy/versions/1')
    ).json().data
    const res = await asOwner().post(
      '/staff/policies/privacy/versions/1/restore',
      {
        version: 2,
      },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      'Version 1 is back as version 3 of the privacy policy.',
    )
    expect(res.json().data).toMatchObject({
      version: 3,
      restoredFrom: 1,
      content: first.content,
      savedBy: { id: owner.id, name: 'Mehmet' },
    })
    expect((await publicSite(t).policy('privacy')).content).toBe(first.content)
  })

  it('adds nothing when the text is the same', async () => {
    const { content, version } = await read('privacy')
    const res = await save('privacy', content, version)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      `Nothing changed: the privacy policy stays at version ${version}.`,
    )
    expect((await read('privacy')).history).toHaveLength(version)
  })

  it('are all in the log, with the text before and after', async () => {
    const saved = await auditOf(t, 'policy-saved')
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({
      staff_name: 'Mehmet',
      subject: 'the privacy policy (version 2)',
      before: { version: 1, content: expect.stringContaining('UK GDPR') },
      after: {
        version: 2,
        content: '## Privacy\n\nWe keep little.',
        restoredFrom: null,
      },
    })
    expect(await auditOf(t, 'policy-restored')).toEqual([
      {
        staff_name: 'Mehmet',
        subject: 'version 1 of the privacy policy as version 3',
        before: { version: 2, content: '## Privacy\n\nWe keep little.' },
        after: {
          version: 3,
          content: expect.stringContaining('UK GDPR'),
          restoredFrom: 1,
        },
      },
    ])
  })
})

describe('a save from an older version', () => {
  it('is refused with 409 and the newest text kept', async () => {
    const loaded = await read('terms')
    expect(
      (await save('terms', 'First screen', loaded.version)).statusCode,
    ).toBe(200)
    const stale = await save('terms', 'Second screen', loaded.version)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      status: false,
      code: 'STALE_EDIT',
      message: 'This was changed by someone else: reload to see it',
    })
    const restore = await asOwner().post(
      '/staff/policies/terms/versions/1/restore',
      {
        version: loaded.version,
      },
    )
    expect(restore.statusCode).toBe(409)
    expect((await publicSite(t).policy('terms')).content).toBe('First screen')
  })

  it('lets one of several racing saves through', async () => {
    const { version } = await read('terms')
    const replies = await Promise.all(
      ['A', 'B', 'C'].map((screen) => save('terms', `From ${screen}`, version)),
    )
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    expect((await read('terms')).version).toBe(version + 1)
  })
})

describe('refusals', () => {
  it.each([
    ['', `content: ${M.policyContent}`],
    ['  \n ', `content: ${M.policyContent}`],
    ['x'.repeat(30_001), `content: ${M.policyContent}`],
    ['NUL \u0000 inside', `content: ${M.policyContent}`],
    [17, `content: ${M.policyContent}`],
  ])('refuses the text %j', async (content, message) => {
    const res = await save('privacy', content, 3)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message })
  })

  it('refuses a missing version, an unknown policy and a version that is not a number', async () => {
    expect((await save('privacy', 'Text', undefined)).json().message).toBe(
      `version: ${M.editVersion}`,
    )
    const cookies = await asOwner().get('/staff/policies/cookies')
    expect(cookies.statusCode).toBe(400)
    expect(cookies.json().message).toBe(
      'policy: policy must be privacy or terms',
    )
    const bad = await asOwner().get('/staff/policies/privacy/versions/0')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(
      'number: number must be a version number like 3',
    )
  })

  it('answers a version never saved with 404', async () => {
    for (const res of [
      await asOwner().get('/staff/policies/privacy/versions/99'),
      await asOwner().post('/staff/policies/privacy/versions/99/restore', {
        version: 3,
      }),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        status: false,
        code: 'POLICY_VERSION_NOT_FOUND',
        message: 'Version 99 of the privacy policy was not found.',
      })
    }
  })

  it('refuses a body over 128 kB with 413', async () => {
    const res = await save('privacy', 'é'.repeat(70_000), 3)
    expect(res.statusCode).toBe(413)
  })

  it.each([
    ['GET', '/staff/policies/privacy'],
    ['GET', '/staff/policies/privacy/versions/1'],
    ['POST', '/staff/policies/privacy'],
    ['POST', '/staff/policies/privacy/versions/1/restore'],
  ])(
    '%s %s is the owner’s: staff 403, a customer 403, nobody 401',
    async (method, url) => {
      const cases: [{ authorization: string } | null, number][] = [
        [cook.auth, 403],
        [customer.auth, 403],
        [null, 401],
      ]
      for (const [auth, status] of cases) {
        const calls = callsAs(t, auth)
        const res =
          method === 'GET'
            ? await calls.get(url)
            : await calls.post(url, { content: 'x', version: 1 })
        expect(res.statusCode).toBe(status)
      }
      expect((await read('privacy')).version).toBe(3)
    },
  )
})

describe('the migration on a database that had policies', () => {
  it('keeps each text as version 1 by the restaurant', async () => {
    const database = await createTestDatabase()
    try {
      const index = migrations.findIndex((m) =>
        m.version.endsWith('version_site_content'),
      )
      await migrate(database.db, migrations.slice(0, index))
      await database.db.query(
        `insert into policies (policy, title, content, updated_at)
         values ('privacy', 'Privacy Policy', 'Old text', '2025-01-02T03:04:05Z')`,
      )
      await migrate(database.db)
      expect(
        await database.db.query(
          `select policy, version, content, saved_at, saved_by_id, saved_by_name, restored_from
             from policy_versions`,
        ),
      ).toEqual([
        {
          policy: 'privacy',
          version: 1,
          content: 'Old text',
          saved_at: new Date('2025-01-02T03:04:05Z'),
          saved_by_id: null,
          saved_by_name: 'the restaurant',
          restored_from: null,
        },
      ])
    } finally {
      await database.drop()
    }
  })
})
