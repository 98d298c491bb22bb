import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type AddressOwner,
  addressBody,
  asAddressOwner,
  primaryIds,
  savedAddress,
} from './helpers/address'
import { createCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let owner: AddressOwner

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

beforeEach(async () => {
  owner = asAddressOwner(t, await createCustomer(t))
})

describe('POST /api/client/address/del', () => {
  it('answers the remaining list, keeping the primary when another goes', async () => {
    const first = await owner.addId()
    const second = await owner.addId()
    const res = await owner.remove(second)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Address deleted successfully!',
      data: [savedAddress(first, { is_primary: true })],
    })
  })

  it('makes the most recently added address primary when the primary goes', async () => {
    const first = await owner.addId()
    const second = await owner.addId()
    const third = await owner.addId()
    const res = await owner.remove(first)
    expect(res.json().data).toEqual([
      savedAddress(second),
      savedAddress(third, { is_primary: true }),
    ])
  })

  it('leaves an empty list after the last one, and the next is primary again', async () => {
    const only = await owner.addId()
    expect((await owner.remove(only)).json().data).toEqual([])
    const next = await owner.addId()
    expect(await primaryIds(owner)).toEqual([next])
  })
})

describe('POST /api/client/address/set_primary', () => {
  it('makes that address primary and the others not', async () => {
    const first = await owner.addId()
    const second = await owner.addId()
    const res = await owner.setPrimary(second, true)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: true,
      message: 'Primary address updated successfully!',
      data: [savedAddress(first), savedAddress(second, { is_primary: true })],
    })
  })

  it('changes nothing when the address is primary already', async () => {
    const first = await owner.addId()
    await owner.addId()
    expect((await owner.setPrimary(first, true)).statusCode).toBe(200)
    expect(await primaryIds(owner)).toEqual([first])
  })

  it('treats is_primary false on another address as a no-op', async () => {
    const first = await owner.addId()
    const second = await owner.addId()
    const res = await owner.setPrimary(second, false)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual([
      savedAddress(first, { is_primary: true }),
      savedAddress(second),
    ])
  })

  it('refuses to unset the primary: another must be chosen instead', async () => {
    const first = await owner.addId()
    await owner.addId()
    const res = await owner.setPrimary(first, false)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      message:
        'This is your primary address. To change it, make another address primary instead.',
      code: 'PRIMARY_ADDRESS_REQUIRED',
    })
    expect(await primaryIds(owner)).toEqual([first])
  })
})

describe('at the same time', () => {
  it('makes only the first of several adds at once primary', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => owner.add(addressBody())),
    )
    expect(replies.map((r) => r.statusCode)).toEqual(Array(6).fill(201))
    expect(await primaryIds(owner)).toHaveLength(1)
  })

  it('leaves exactly one primary after several set_primary calls at once', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i += 1) ids.push(await owner.addId())
    const replies = await Promise.all(ids.map((id) => owner.setPrimary(id)))
    expect(replies.map((r) => r.statusCode)).toEqual(Array(5).fill(200))
    expect(await primaryIds(owner)).toHaveLength(1)
  })

  it('lets only one of several adds at once be the 20th', async () => {
    for (let i = 0; i < 19; i += 1) await owner.addId()
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => owner.add(addressBody())),
    )
    expect(replies.map((r) => r.statusCode).sort()).toEqual([
      201, 422, 422, 422,
    ])
    expect((await owner.list()).json().data).toHaveLength(20)
  })
})
