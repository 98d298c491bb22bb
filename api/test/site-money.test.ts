import { VALIDATION_MESSAGES as M } from '@food/shared/validation'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient, saveAddress } from './helpers/order'
import { auditOf, callsAs, publicSite } from './helpers/site'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// The owner's money rules are what the server charges by: a change reaches the next basket,
// delivery quote and order, and never an order already placed.

let t: TestApp
let owner: TestStaff
let aoife: TestCustomer

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
  owner = await createStaff(t, 'owner', 'Mehmet')
  aoife = await createCustomer(t, 'Aoife')
})
afterAll(() => t.close())

const money = async () =>
  (await callsAs(t, owner.auth).get('/staff/site/money')).json().data

async function saveMoney(change: object) {
  const { version, ...current } = await money()
  return callsAs(t, owner.auth).post('/staff/site/money', {
    ...current,
    ...change,
    version,
  })
}

describe('the discount', () => {
  it('prices the next basket read, and the settings say so', async () => {
    const cart = asCustomer(t, aoife)
    await cart.addBulk([line('item-baklava', 2)])
    // 2 × 549 = 1098; 10% off (seed) = 110.
    expect((await cart.getCart()).json().discount).toEqual({
      amount: 110,
      percentage: 10,
      message: 'Logged-in customers get 10% off every order.',
    })
    const res = await saveMoney({
      discount: { percentage: 25, message: 'A quarter off for members.' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      'The discount, delivery fees and minimum order are saved.',
    )
    const basket = (await cart.getCart()).json()
    // 1098 × 25% = 274.5 → 275; final 823.
    expect(basket).toMatchObject({
      total_amount: 1098,
      discount: {
        amount: 275,
        percentage: 25,
        message: 'A quarter off for members.',
      },
      final_amount: 823,
    })
    expect((await publicSite(t).settings()).policy.discount).toEqual({
      percentage: 25,
      message: 'A quarter off for members.',
    })
  })
})

describe('the delivery fees and the minimum', () => {
  it('quote the new tier, refuse a basket under the new minimum, and leave placed orders be', async () => {
    const cart = asCustomer(t, aoife)
    const addressId = await saveAddress(t, aoife, 'BT7 1JG')
    // BT7 1JG is 0.1 miles away: the first tier.
    expect(
      (await cart.deliveryFee({ postcode: 'BT7 1JG' })).json(),
    ).toMatchObject({
      deliveryFee: 150,
    })
    // Over the seed's £12 minimum after the 25% off.
    await cart.addBulk([line('item-baklava', 3)])
    const placed = await orderClient(t, aoife).submit({
      order_type: 'delivery',
      address_id: addressId,
    })
    expect(placed.statusCode).toBe(201)
    const order = placed.json().data

    await saveMoney({
      deliveryFees: [
        { maxMiles: 0.5, feePence: 0 },
        { maxMiles: 2.5, feePence: 199 },
      ],
      minimumDeliveryOrderPence: 5000,
    })
    expect(
      (await cart.deliveryFee({ postcode: 'BT7 1JG' })).json(),
    ).toMatchObject({
      deliveryFee: 0,
      mile: 0.1,
    })
    // BT5 4AB is 2.8 miles: beyond the last tier now.
    const far = await cart.deliveryFee({ postcode: 'BT5 4AB' })
    expect(far.statusCode).toBe(422)
    expect(far.json().code).toBe('OUTSIDE_DELIVERY_AREA')

    await cart.addBulk([line('item-baklava', 2)])
    const refused = await orderClient(t, aoife).submit({
      order_type: 'delivery',
      address_id: addressId,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'BELOW_DELIVERY_MINIMUM',
      message: expect.stringContaining('Delivery orders start at £50.00.'),
    })

    const kept = await callsAs(t, aoife.auth).get(
      `/user/order/${order.order_id}`,
    )
    expect(kept.json().data).toMatchObject({
      delivery_fee: 150,
      discount: order.discount,
      final_amount: order.final_amount,
      total_amount: order.total_amount,
    })
  })
})

describe('refusals', () => {
  it.each([
    [
      { discount: { percentage: 60, message: 'x' } },
      `discount.percentage: ${M.discountPercentage}`,
    ],
    [
      { discount: { percentage: '10', message: 'x' } },
      `discount.percentage: ${M.discountPercentage}`,
    ],
    [
      { discount: { percentage: 10, message: '' } },
      `discount.message: ${M.discountMessage}`,
    ],
    [{ deliveryFees: [] }, `deliveryFees: ${M.feeTiers}`],
    [
      {
        deliveryFees: Array.from({ length: 9 }, (_, i) => ({
          maxMiles: i + 1,
          feePence: 100,
        })),
      },
      `deliveryFees: ${M.feeTiers}`,
    ],
    [
      {
        deliveryFees: [
          { maxMiles: 3, feePence: 100 },
          { maxMiles: 2, feePence: 200 },
        ],
      },
      `deliveryFees.1.maxMiles: ${M.tierOrder}`,
    ],
    [
      { deliveryFees: [{ maxMiles: 11, feePence: 100 }] },
      `deliveryFees.0.maxMiles: ${M.tierMiles}`,
    ],
    [
      { deliveryFees: [{ maxMiles: 0, feePence: 100 }] },
      `deliveryFees.0.maxMiles: ${M.tierMiles}`,
    ],
    [
      { deliveryFees: [{ maxMiles: 2, feePence: 2001 }] },
      `deliveryFees.0.feePence: ${M.tierFee}`,
    ],
    [
      { deliveryFees: [{ maxMiles: 2, feePence: 2.5 }] },
      `deliveryFees.0.feePence: ${M.tierFee}`,
    ],
    [
      { minimumDeliveryOrderPence: -1 },
      `minimumDeliveryOrderPence: ${M.minimumOrder}`,
    ],
    [
      { minimumDeliveryOrderPence: 10_001 },
      `minimumDeliveryOrderPence: ${M.minimumOrder}`,
    ],
  ])('%j: %s', async (change, message) => {
    const before = await money()
    const res = await saveMoney(change)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message })
    expect(await money()).toEqual(before)
  })

  it('every save is in the log with what it was and what it became', async () => {
    const entries = await auditOf(t, 'settings-saved')
    expect(entries.map((entry) => entry.subject)).toEqual([
      'the discount, delivery fees and minimum order',
      'the discount, delivery fees and minimum order',
    ])
    expect(entries[1]?.before).toMatchObject({
      minimumDeliveryOrderPence: 1200,
      version: 2,
    })
    expect(entries[1]?.after).toMatchObject({
      minimumDeliveryOrderPence: 5000,
      deliveryFees: [
        { maxMiles: 0.5, feePence: 0 },
        { maxMiles: 2.5, feePence: 199 },
      ],
      version: 3,
    })
  })
})
