import type { TestCustomer } from './customer'
import type { TestApp } from './test-app'

/** An add body that passes every rule; override the fields a test is about. */
export function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Aoife Murphy',
    addressLine1: '12 Ormeau Road',
    city: 'Belfast',
    postcode: 'bt7 2fy',
    Phone: '07700900123',
    label: 'home',
    ...overrides,
  }
}

/** Address calls to the API as the given customer (or as nobody). */
export function asAddressOwner(t: TestApp, customer: TestCustomer | null) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: customer ? customer.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  return {
    call,
    list: () => call('GET', '/user/address/get'),
    add: (payload: unknown) => call('POST', '/user/address/add', payload),
    update: (payload: unknown) =>
      call('POST', '/client/address/update', payload),
    remove: (address_id: unknown) =>
      call('POST', '/client/address/del', { address_id }),
    setPrimary: (id: unknown, is_primary: unknown = true) =>
      call('POST', '/client/address/set_primary', { id, is_primary }),
    /** Adds an address and returns its id. */
    async addId(overrides: Record<string, unknown> = {}): Promise<string> {
      const res = await call(
        'POST',
        '/user/address/add',
        addressBody(overrides),
      )
      if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`)
      return res.json().data.address_id
    },
  }
}

export type AddressOwner = ReturnType<typeof asAddressOwner>

/** The reply shape of an address saved from addressBody(), postcode normalised. */
export function savedAddress(
  id: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    address_id: id,
    _id: id,
    name: 'Aoife Murphy',
    addressLine1: '12 Ormeau Road',
    addressLine2: '',
    city: 'Belfast',
    postcode: 'BT7 2FY',
    Phone: '07700900123',
    label: 'home',
    is_primary: false,
    ...overrides,
  }
}

/** The ids of the owner's primary addresses, as the list reports them. */
export async function primaryIds(owner: AddressOwner): Promise<string[]> {
  const list: { _id: string; is_primary: boolean }[] = (
    await owner.list()
  ).json().data
  return list.filter((a) => a.is_primary).map((a) => a._id)
}
