import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer } from './helpers/cart'
import { createCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

type MenuItem = {
  id: string
  price: number
  available: boolean
  addonGroups: {
    id: string
    min: number
    max: number
    items: { id: string; price: number }[]
  }[]
}

let t: TestApp
let menu: MenuItem[]

beforeAll(async () => {
  t = await startTestApp()
  const categories = (
    await t.app.inject({ method: 'GET', url: '/api/menus' })
  ).json().data as { id: string; status: string }[]
  menu = []
  for (const category of categories.filter((c) => c.status === 'active')) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
      payload: { id: category.id },
    })
    menu.push(...(res.json().data as MenuItem[]).filter((i) => i.available))
  }
})
afterAll(() => t.close())

// A valid line for a random dish: for each add-on group, between min and max of its items.
const randomLine = () =>
  fc.constantFrom(...menu).chain((item) =>
    fc.record({
      item: fc.constant(item),
      quantity: fc.integer({ min: 1, max: 12 }),
      instructions: fc.constantFrom('', 'No onions', 'Extra crispy please'),
      choices: fc.tuple(
        ...item.addonGroups.map((group) =>
          fc.subarray(group.items, {
            minLength: group.min,
            maxLength: group.max,
          }),
        ),
      ),
    }),
  )

describe('random carts over HTTP (fast-check)', () => {
  it('total the menu prices exactly, with 10% off and the VAT it contains, never negative', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(randomLine(), { minLength: 1, maxLength: 4 }),
        async (lines) => {
          const cart = asCustomer(t, await createCustomer(t))
          const res = await cart.addBulk({
            items: lines.map((l) => ({
              menu_item_id: l.item.id,
              quantity: l.quantity,
              instructions: l.instructions,
              addons: l.item.addonGroups.map((group, i) => ({
                addon_id: group.id,
                addon_item_id: (l.choices[i] ?? []).map((a) => a.id),
              })),
            })),
          })
          expect(res.statusCode).toBe(200)
          const body = res.json()
          // The oracle: plain integer sums, then round-half-up divisions.
          const total = lines.reduce((sum, l) => {
            const addons = l.choices.flat().reduce((s, a) => s + a.price, 0)
            return sum + (l.item.price + addons) * l.quantity
          }, 0)
          const discount = Math.floor((total * 10 + 50) / 100)
          const final = total - discount
          const tax = Math.floor((final * 20 * 2 + 120) / 240)
          expect(body).toMatchObject({
            total_amount: total,
            discount: { amount: discount, percentage: 10 },
            final_amount: final,
            tax_amount: tax,
            taxable_amount: final - tax,
            item_count: lines.reduce((n, l) => n + l.quantity, 0),
          })
          const lineSum = body.data.reduce(
            (
              s: number,
              l: { line_total: number; price: number; qty: number },
            ) => {
              expect(l.line_total).toBe(l.price * l.qty)
              return s + l.line_total
            },
            0,
          )
          expect(lineSum).toBe(total)
          expect(final).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: 25 },
    )
  })
})
