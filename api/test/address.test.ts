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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('GET /api/user/address/get', () => {
  it('answers an empty list under data and addresses', async () => {
    const res = await owner.list()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, data: [], addresses: [] })
  })

  it('lists the addresses oldest first, the same under both keys', async () => {
    const first = await owner.addId({ label: 'home' })
    const second = await owner.addId({ label: 'work' })
    const third = await owner.addId({ label: "Gran's" })
    const body = (await owner.list()).json()
    expect(body.data).toEqual([
      savedAddress(first, { is_primary: true }),
      savedAddress(second, { label: 'work' }),
      savedAddress(third, { label: "Gran's" }),
    ])
    expect(body.addresses).toEqual(body.data)
  })
})

describe('POST /api/user/address/add', () => {
  it('saves the address with a normalised postcode, and makes the first one primary', async () => {
    const res = await owner.add(addressBody())
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.data.address_id).toMatch(UUID)
    expect(body).toEqual({
      status: true,
      message: 'Address added successfully!',
      data: savedAddress(body.data.address_id, { is_primary: true }),
    })
  })

  it('leaves the primary alone when more are added', async () => {
    const first = await owner.addId()
    const res = await owner.add(addressBody({ label: 'work' }))
    expect(res.json().data.is_primary).toBe(false)
    expect(await primaryIds(owner)).toEqual([first])
  })

  it('trims every field and reads the label the ways the client sends it', async () => {
    const res = await owner.add({
      name: '  Aoife Murphy ',
      addressLine1: ' 12 Ormeau Road  ',
      city: ' Belfast ',
      postcode: ' bt72fy ',
      Phone: ' 7700900123 ',
      label: 'others',
      customLabel: "  Gran's  ",
    })
    expect(res.json().data).toEqual(
      savedAddress(res.json().data._id, {
        Phone: '7700900123',
        label: "Gran's",
        is_primary: true,
      }),
    )
  })

  it.each([
    [{ label: 'home', customLabel: 'ignored' }, 'home'],
    [{ label: 'work' }, 'work'],
    [{ label: 'others', customLabel: 'Studio' }, 'Studio'],
    [{ label: 'Studio' }, 'Studio'],
    [{ label: 'x'.repeat(30) }, 'x'.repeat(30)],
  ])('saves the label of %j as %j', async (fields, label) => {
    const res = await owner.add(addressBody(fields))
    expect(res.statusCode).toBe(201)
    expect(res.json().data.label).toBe(label)
  })

  it('takes fields of exactly 30 characters', async () => {
    const thirty = 'x'.repeat(30)
    const res = await owner.add(
      addressBody({
        name: thirty,
        addressLine1: thirty,
        addressLine2: thirty,
        city: thirty,
      }),
    )
    expect(res.statusCode).toBe(201)
  })

  it('keeps the optional second line (flat, building), trimmed, and lists it', async () => {
    const res = await owner.add(
      addressBody({
        addressLine1: '1 Victoria Square',
        addressLine2: '  Apartment 14, Victoria House ',
      }),
    )
    expect(res.statusCode).toBe(201)
    const saved = savedAddress(res.json().data._id, {
      addressLine1: '1 Victoria Square',
      addressLine2: 'Apartment 14, Victoria House',
      is_primary: true,
    })
    expect(res.json().data).toEqual(saved)
    expect((await owner.list()).json().data).toEqual([saved])
  })

  it.each([
    [{}, ''],
    [{ addressLine2: null }, ''],
    [{ addressLine2: '   ' }, ''],
  ])('saves no second line for %j', async (fields, expected) => {
    const res = await owner.add(addressBody(fields))
    expect(res.statusCode).toBe(201)
    expect(res.json().data.addressLine2).toBe(expected)
  })

  it('refuses the 21st address, and takes one again after a delete', async () => {
    const ids: string[] = []
    for (let i = 0; i < 20; i += 1) ids.push(await owner.addId())
    const res = await owner.add(addressBody())
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      status: false,
      message: 'You can save at most 20 addresses. Please delete one first.',
      code: 'ADDRESS_LIMIT',
    })
    expect((await owner.list()).json().data).toHaveLength(20)
    await owner.remove(ids[5])
    expect((await owner.add(addressBody())).statusCode).toBe(201)
  })
})

describe('POST /api/client/address/update', () => {
  it('replaces the fields and keeps the id, position and primary flag', async () => {
    const first = await owner.addId()
    const second = await owner.addId()
    const res = await owner.update({
      address_id: first,
      ...addressBody({
        name: 'Brendan Kelly',
        postcode: 'BT9 5AB',
        label: 'work',
      }),
    })
    expect(res.statusCode).toBe(200)
    const updated = savedAddress(first, {
      name: 'Brendan Kelly',
      postcode: 'BT9 5AB',
      label: 'work',
      is_primary: true,
    })
    expect(res.json()).toEqual({
      status: true,
      message: 'Address updated successfully!',
      data: updated,
    })
    expect((await owner.list()).json().data).toEqual([
      updated,
      savedAddress(second),
    ])
  })

  it('changes and clears the second line, and keeps it when a client does not send it', async () => {
    const id = await owner.addId({ addressLine2: 'Flat 3' })
    const update = async (fields: Record<string, unknown>) => {
      const res = await owner.update({ address_id: id, ...fields })
      expect(res.statusCode).toBe(200)
      return res.json().data.addressLine2
    }
    expect(await update(addressBody({ addressLine2: 'Flat 4' }))).toBe('Flat 4')
    // A page from before the second line existed sends the other fields only.
    expect(await update(addressBody({ name: 'Aoife M' }))).toBe('Flat 4')
    expect(await update(addressBody({ addressLine2: '' }))).toBe('')
  })
})
