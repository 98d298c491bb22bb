import { describe, expect, it } from 'vitest'
import type { OrderPayload } from '../types/order'
import { type AddressPayload, addAddressBody } from './address-bodies'
import { type SignupBody, signupBody } from './auth'
import { addBulkBody, type BulkCartItem } from './cart'
import { submitOrderBody } from './order'

// The client's request types are the API's body schemas' z.input: a body the type takes is one
// the API parses, and a field the API does not know fails the client's type check.
describe('customer request bodies', () => {
  it('parse what the client sends into what the API stores', () => {
    const line: BulkCartItem = { menu_item_id: 'doner', quantity: 2 }
    expect(addBulkBody.parse({ items: [line] }).items).toEqual([
      { menu_item_id: 'doner', quantity: 2, instructions: '', addons: [] },
    ])
    const address: AddressPayload = {
      name: ' Ann ',
      addressLine1: '1 Main Street',
      city: 'Belfast',
      Phone: '07911123456',
      postcode: 'bt72fy',
      label: 'home',
    }
    expect(addAddressBody.parse(address)).toMatchObject({
      name: 'Ann',
      postcode: 'BT7 2FY',
      label: 'home',
    })
    const order: OrderPayload = { order_type: 'collection' }
    expect(submitOrderBody.parse(order)).toMatchObject({
      payment_method: 'cash',
      note: '',
      scheduled_for: null,
    })
    const signup: SignupBody = {
      name: 'Ann',
      email: 'ann@example.com',
      mobile: '07911123456',
    }
    expect(signupBody.parse(signup).mobile).toBe('7911123456')
  })

  it('refuse, in the client’s type, what the API would refuse', () => {
    // @ts-expect-error: collection or delivery only
    const order: OrderPayload = { order_type: 'pickup' }
    // @ts-expect-error: the quantity is a number
    const line: BulkCartItem = { menu_item_id: 'doner', quantity: '2' }
    // @ts-expect-error: the API's field is addressLine1
    const address: AddressPayload = { address_line1: '1 Main Street' }
    // @ts-expect-error: a sign-up needs the email
    const signup: SignupBody = { name: 'Ann', mobile: '07911123456' }
    expect(submitOrderBody.safeParse(order).success).toBe(false)
    expect(addBulkBody.safeParse({ items: [line] }).success).toBe(false)
    expect(addAddressBody.safeParse(address).success).toBe(false)
    expect(signupBody.safeParse(signup).success).toBe(false)
  })
})
