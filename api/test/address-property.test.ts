import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressBody, asAddressOwner } from './helpers/address'
import { createCustomer } from './helpers/customer'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

// Indices pick one of the addresses that exist at that step (modulo their count). Adds weigh
// more, so most sequences build several addresses before they delete and move the primary.
const step = fc.oneof(
  { arbitrary: fc.constant({ kind: 'add' as const }), weight: 3 },
  fc.record({ kind: fc.constant('update' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
  fc.record({
    kind: fc.constant('setPrimary' as const),
    index: fc.nat(),
    isPrimary: fc.boolean(),
  }),
)

type Saved = { id: string; isPrimary: boolean }

describe('random sequences of address calls (fast-check)', () => {
  it('keep exactly one primary while any address exists, the one the rules say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 16 }),
        async (steps) => {
          const owner = asAddressOwner(t, await createCustomer(t))
          // The model: the addresses oldest first, and which one should be primary.
          let model: Saved[] = []
          for (const s of steps) {
            const target = model.length
              ? model['index' in s ? s.index % model.length : 0]
              : undefined
            if (s.kind === 'add') {
              const id = await owner.addId()
              model.push({ id, isPrimary: model.length === 0 })
            } else if (!target) {
              continue
            } else if (s.kind === 'update') {
              const res = await owner.update({
                address_id: target.id,
                ...addressBody({ label: 'work' }),
              })
              expect(res.statusCode).toBe(200)
            } else if (s.kind === 'delete') {
              expect((await owner.remove(target.id)).statusCode).toBe(200)
              model = model.filter((a) => a !== target)
              const newest = model.at(-1)
              if (target.isPrimary && newest) newest.isPrimary = true
            } else {
              const res = await owner.setPrimary(target.id, s.isPrimary)
              const isRefused = !s.isPrimary && target.isPrimary
              expect(res.statusCode).toBe(isRefused ? 422 : 200)
              if (s.isPrimary) {
                for (const a of model) a.isPrimary = a === target
              }
            }
            const listed = (await owner.list()).json().data as {
              _id: string
              is_primary: boolean
            }[]
            expect(
              listed.map((a) => ({ id: a._id, isPrimary: a.is_primary })),
            ).toEqual(model)
            expect(listed.filter((a) => a.is_primary)).toHaveLength(
              listed.length ? 1 : 0,
            )
          }
        },
      ),
      { numRuns: 30 },
    )
  })
})
