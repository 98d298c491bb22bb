import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { migrate } from '../src/db/migrate'
import { migrations } from '../src/db/migrations/index'
import { seedIfEmpty } from '../src/db/seed/index'
import { testEnv } from './helpers/test-app'
import { createTestDatabase, type TestDatabase } from './helpers/test-database'

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'food-api-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const count = async (database: TestDatabase, table: string) => {
  const [row] = await database.db.query<{ n: number }>(
    `select count(*)::int as n from ${table}`,
  )
  return row?.n
}

describe('migrations and seed', () => {
  it('apply once, survive a restart on the same data, and never seed twice', async () => {
    const database = await createTestDatabase(dataDir)
    try {
      const app = await buildApp({
        env: testEnv(database),
        db: database.db,
        logger: false,
      })
      await app.close()
      const items = await count(database, 'menu_items')
      await database.restart()
      expect(await migrate(database.db)).toEqual([])
      expect(await seedIfEmpty(database.db)).toBe(false)
      const restarted = await buildApp({
        env: testEnv(database),
        db: database.db,
        logger: false,
      })
      const res = await restarted.inject({ method: 'GET', url: '/api/blog' })
      expect(res.json().posts.length).toBeGreaterThanOrEqual(6)
      await restarted.close()
      expect(await count(database, 'menu_items')).toBe(items)
      expect(await count(database, 'schema_migrations')).toBe(migrations.length)
    } finally {
      await database.drop()
    }
  })

  it('lets two instances start together on one fresh database', async () => {
    const database = await createTestDatabase()
    try {
      const results = await Promise.all([
        migrate(database.db),
        migrate(database.db),
      ])
      expect(results.flat()).toHaveLength(migrations.length)
      const seeded = await Promise.all([
        seedIfEmpty(database.db),
        seedIfEmpty(database.db),
      ])
      expect(seeded.filter(Boolean)).toHaveLength(1)
      expect(await count(database, 'shop_settings')).toBe(1)
    } finally {
      await database.drop()
    }
  })
})

describe('the second address line on a database that had addresses and orders', () => {
  it('gives every saved address and every delivered order an empty one', async () => {
    const database = await createTestDatabase()
    try {
      const index = migrations.findIndex((m) =>
        m.version.endsWith('add_address_line2'),
      )
      await migrate(database.db, migrations.slice(0, index))
      const snapshot = {
        name: 'Aoife',
        addressLine1: '12 Rugby Avenue',
        city: 'Belfast',
        postcode: 'BT7 1JG',
        Phone: '07700900123',
        label: 'home',
      }
      await database.db.query(
        `with u as (insert into users (name, email, mobile)
                    values ('Aoife', 'a@example.co.uk', '7700900999') returning id),
              a as (insert into addresses (user_id, name, address_line1, city, postcode, phone,
                                           label, is_primary)
                    select id, 'Aoife', '12 Rugby Avenue', 'Belfast', 'BT7 1JG', '07700900123',
                           'home', true from u)
         insert into orders (user_id, order_type, payment_mode, payment_method, address,
                             total_amount, discount_amount, discount_percentage, delivery_fee,
                             tax_amount, final_amount)
         select id, 'delivery', 'COD', 'cash', $1::jsonb, 1500, 0, 0, 250, 292, 1750 from u`,
        [JSON.stringify(snapshot)],
      )
      await migrate(database.db)
      expect(
        await database.db.query('select address_line2 from addresses'),
      ).toEqual([{ address_line2: '' }])
      expect(await database.db.query('select address from orders')).toEqual([
        { address: { ...snapshot, addressLine2: '' } },
      ])
    } finally {
      await database.drop()
    }
  })
})
