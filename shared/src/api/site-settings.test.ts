import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '../testing/test-api'
import { bindStaffSession } from './client'
import {
  getPolicyVersion,
  getSiteSettings,
  restorePolicyVersion,
  savePolicy,
  saveSiteSettings,
} from './site-settings'

const server = useTestApi()

beforeAll(() => {
  bindStaffSession({ getToken: () => 'owner-token', clearToken: () => {} })
})

const MONEY = {
  discount: { percentage: 10, message: '10% off' },
  deliveryFees: [{ maxMiles: 2, feePence: 250 }],
  minimumDeliveryOrderPence: 1200,
}

describe('the owner’s site calls', () => {
  it('read and save a section with its version and the staff token', async () => {
    server().on('GET /staff/site/money', {
      body: { status: true, data: { ...MONEY, version: 4 } },
    })
    server().on('POST /staff/site/money', {
      body: {
        status: true,
        message: 'Saved.',
        data: { ...MONEY, minimumDeliveryOrderPence: 0, version: 5 },
      },
    })
    const loaded = await getSiteSettings('money')
    expect(loaded.version).toBe(4)
    const saved = await saveSiteSettings('money', {
      ...loaded,
      minimumDeliveryOrderPence: 0,
    })
    expect(saved).toEqual({
      message: 'Saved.',
      data: { ...MONEY, minimumDeliveryOrderPence: 0, version: 5 },
    })
    expect(server().requests.map((r) => [r.route, r.authorization])).toEqual([
      ['GET /staff/site/money', 'Bearer owner-token'],
      ['POST /staff/site/money', 'Bearer owner-token'],
    ])
    expect(server().bodiesOf('POST /staff/site/money')).toEqual([
      { ...MONEY, minimumDeliveryOrderPence: 0, version: 4 },
    ])
  })

  it('pass a stale save’s 409 on as an ApiError with the server’s message', async () => {
    server().on('POST /staff/policies/terms', {
      status: 409,
      body: {
        status: false,
        code: 'STALE_EDIT',
        message: 'This was changed by someone else: reload to see it',
      },
    })
    await expect(savePolicy('terms', 'New', 2)).rejects.toMatchObject({
      status: 409,
      code: 'STALE_EDIT',
      message: 'This was changed by someone else: reload to see it',
    })
    expect(server().bodiesOf('POST /staff/policies/terms')).toEqual([
      { content: 'New', version: 2 },
    ])
  })

  it('open and restore a policy version by number', async () => {
    server().on('GET /staff/policies/privacy/versions/1', {
      body: { status: true, data: { version: 1, content: 'Old' } },
    })
    server().on('POST /staff/policies/privacy/versions/1/restore', {
      body: { status: true, message: 'Back.', data: { version: 4 } },
    })
    expect((await getPolicyVersion('privacy', 1)).content).toBe('Old')
    expect((await restorePolicyVersion('privacy', 1, 3)).message).toBe('Back.')
    expect(
      server().bodiesOf('POST /staff/policies/privacy/versions/1/restore'),
    ).toEqual([{ version: 3 }])
  })
})
